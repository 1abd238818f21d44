// Browser tests use Debian's chromium, never a browser downloaded by a test tool.
import { existsSync } from 'node:fs'
import { log, run } from './bootstrap.mjs'

const chromiumPath = '/usr/bin/chromium'

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${chromiumPath} is missing: run "apt-get install -y chromium" as root, then retry.`,
    )
  }
  log('installing Debian chromium (apt-get)')
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}
