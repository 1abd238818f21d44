import type { WebviewPlatform } from './features.js'

// What the page's user agent says about where it runs, read in this one place: the socials a
// messaging app's webview can use (SPEC.md §5) and the wallet list of a phone.

/** In-app browsers of messaging apps name their app in the user agent. */
const messagingApp =
  /\b(Telegram|WhatsApp|MicroMessenger|Line\/|Messenger|FBAN\/Messenger|Discord|Viber|KAKAOTALK|Snapchat)/i

const iosDevice = /\b(iPhone|iPad|iPod)\b/
const android = /\bAndroid\b/
const mac = /\bMacintosh\b/

/** The page's user agent, blank where there is none (a server, a worker without one). */
export function pageUserAgent(): string {
  return globalThis.navigator?.userAgent ?? ''
}

/**
 * The platform of the messaging app whose webview shows the page, or `undefined` in a browser
 * (and in a messaging app on a platform SPEC.md §5 names no rule for).
 *
 * @example
 * messagingWebview('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) … Telegram/10.2') // 'ios'
 */
export function messagingWebview(userAgent: string): WebviewPlatform | undefined {
  if (!messagingApp.test(userAgent)) return undefined
  // iPads and iPhones also say "like Mac OS X": the device decides first.
  if (iosDevice.test(userAgent)) return 'ios'
  if (android.test(userAgent)) return 'android'
  if (mac.test(userAgent)) return 'mac'
  return undefined
}

/**
 * Whether the page runs on a phone or tablet, for a site that does not say (`isMobile`).
 *
 * @example
 * isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) … Mobile Safari/537.36') // true
 */
export function isPhone(userAgent: string): boolean {
  return iosDevice.test(userAgent) || android.test(userAgent)
}

/**
 * Whether the page runs on a phone: as the site says (`isMobile`), else as the user agent
 * says. It decides the opening view (SPEC.md §2) and the wallet list (§5).
 */
export function runsOnPhone(config: { isMobile?: boolean | undefined }): boolean {
  return config.isMobile ?? isPhone(pageUserAgent())
}

/** The page's time zone (IANA name), blank where the runtime does not say. */
export function pageTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
}
