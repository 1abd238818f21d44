import { chromiumLaunchOptions } from '@latch/testkit'
import { type Browser, chromium } from 'playwright-core'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}
