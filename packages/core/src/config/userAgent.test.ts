import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPhone, messagingWebview, runsOnPhone } from './userAgent.js'

// User agents as the apps send them (trimmed of version noise that does not decide).
const agents = {
  telegramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram/10.9',
  whatsappAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 WhatsApp/2.24',
  telegramMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Telegram-Mac/10.9',
  wechatIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
}

describe('messagingWebview', () => {
  it('behavior: a messaging app names its platform', () => {
    expect(messagingWebview(agents.telegramIos)).toBe('ios')
    expect(messagingWebview(agents.wechatIpad)).toBe('ios')
    expect(messagingWebview(agents.whatsappAndroid)).toBe('android')
    expect(messagingWebview(agents.telegramMac)).toBe('mac')
  })

  it('behavior: a browser is no webview', () => {
    expect(messagingWebview(agents.safariIphone)).toBeUndefined()
    expect(messagingWebview(agents.chromeLinux)).toBeUndefined()
    expect(messagingWebview('')).toBeUndefined()
  })
})

describe('isPhone / runsOnPhone', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('behavior: iOS and Android devices are phones; desktops are not', () => {
    expect(isPhone(agents.safariIphone)).toBe(true)
    expect(isPhone(agents.whatsappAndroid)).toBe(true)
    expect(isPhone(agents.telegramMac)).toBe(false)
    expect(isPhone(agents.chromeLinux)).toBe(false)
  })

  it("parameters: the site's isMobile wins over the user agent", () => {
    vi.stubGlobal('navigator', { userAgent: agents.safariIphone })
    expect(runsOnPhone({})).toBe(true)
    expect(runsOnPhone({ isMobile: false })).toBe(false)
    vi.stubGlobal('navigator', { userAgent: agents.chromeLinux })
    expect(runsOnPhone({})).toBe(false)
    expect(runsOnPhone({ isMobile: true })).toBe(true)
  })
})
