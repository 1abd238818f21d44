/** What playwright-core's `chromium.launch()` takes to start the machine's browser. */
export type ChromiumLaunchOptions = {
  executablePath: string
  args: string[]
}

/**
 * Debian's chromium (`CHROMIUM_PATH`, else `/usr/bin/chromium`) with the flags that let it run
 * as root on a sandboxed, offline machine: no sandbox, no GPU, no QUIC, and none of the
 * background traffic (updates, sync, first-run) that would reach for the internet. Tests and
 * the bench never download a browser.
 *
 * @example
 * const browser = await chromium.launch(chromiumLaunchOptions())
 */
export function chromiumLaunchOptions(): ChromiumLaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  }
}
