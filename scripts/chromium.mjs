// Browser tests use Debian's chromium, never a browser downloaded by a test tool, with the
// fonts a visitor's device has for the languages the e2e reads (Japanese, Chinese, Korean):
// without them, those screenshots show empty boxes (the journeys' checks still hold).
import { existsSync } from 'node:fs'
import { log, run } from './bootstrap.mjs'

const chromiumPath = '/usr/bin/chromium'
const cjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

export async function ensureChromium() {
  const chromium = existsSync(chromiumPath)
  const fonts = existsSync(cjkFontPath)
  if (chromium && fonts) return
  if (process.getuid?.() !== 0) {
    if (!chromium) {
      throw new Error(
        `${chromiumPath} is missing: run "apt-get install -y chromium" as root, then retry.`,
      )
    }
    // The fonts only make the Japanese screenshots readable: say so, and go on without them.
    log(
      'fonts-noto-cjk is missing: Japanese screenshots show boxes ("apt-get install -y fonts-noto-cjk" as root)',
    )
    return
  }
  const missing = [...(chromium ? [] : ['chromium']), ...(fonts ? [] : ['fonts-noto-cjk'])]
  log(`installing Debian ${missing.join(' and ')} (apt-get)`)
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}
