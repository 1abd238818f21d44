// Browser tests use Debian's chromium, never a browser downloaded by a test tool, with the
// fonts a visitor's device has for the languages the e2e reads (Japanese, Chinese, Korean):
// without them, those screenshots show empty boxes.
import { existsSync } from 'node:fs'
import { log, run } from './bootstrap.mjs'

const chromiumPath = '/usr/bin/chromium'
const cjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

export async function ensureChromium() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(existsSync(cjkFontPath) ? [] : ['fonts-noto-cjk']),
  ]
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.join(' and ')} missing: run "apt-get install -y ${missing.join(' ')}" as root, then retry.`,
    )
  }
  log(`installing Debian ${missing.join(' and ')} (apt-get)`)
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}
