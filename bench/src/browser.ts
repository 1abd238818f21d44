import { type Browser, chromium } from 'playwright-core'

/** Debian's chromium; the bench never downloads a browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The flags that let chromium run as root on an offline machine (the e2e tests use the same).
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}
