import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../constants/limits.js'
import { isSafePageUrl } from '../security/safeUrl.js'

/** The popup window as the social login uses it. */
export type SocialPopupWindow = {
  readonly closed: boolean
  location: { href: string }
  close(): void
  focus(): void
}

/** The part of `window` that opens the popup; a test passes a fake one. */
export type SocialPopupOpener = {
  open(url: string, target: string, features: string): SocialPopupWindow | null
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}

/** The one social-login popup of a page. */
export type SocialPopup = {
  /**
   * Opens a blank {@link SOCIAL_POPUP_WIDTH}×{@link SOCIAL_POPUP_HEIGHT} popup centred on the
   * page, or focuses the one still open. Browsers allow it only in a click, so it is called
   * there, before anything is awaited; a blocked popup reads as closed.
   */
  open(): void
  /** Sends the popup to `uri` (an http(s) page only). */
  navigate(uri: string): void
  /** The open popup, if any: the window the result message must come from. */
  window(): SocialPopupWindow | undefined
  isClosed(): boolean
  close(): void
}

const popupName = 'latch-social-login'

/**
 * The social-login popup (SPEC.md §4 "Social login"): opened blank in the click, navigated to
 * the frame's redirect address once known, checked for having been closed, closed at the end.
 *
 * @example
 * const popup = createSocialPopup()
 * button.onclick = () => popup.open()
 */
export function createSocialPopup(
  opener: SocialPopupOpener = globalThis as unknown as SocialPopupOpener,
): SocialPopup {
  let popup: SocialPopupWindow | undefined
  const isClosed = () => !popup || popup.closed
  return {
    open() {
      if (!isClosed()) {
        popup?.focus()
        return
      }
      const left = opener.screenX + (opener.outerWidth - SOCIAL_POPUP_WIDTH) / 2
      const top = opener.screenY + (opener.outerHeight - SOCIAL_POPUP_HEIGHT) / 2
      const features = `popup,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`
      popup = opener.open('', popupName, features) ?? undefined
    },
    navigate(uri) {
      if (popup && !popup.closed && isSafePageUrl(uri)) popup.location.href = uri
    },
    window: () => (isClosed() ? undefined : popup),
    isClosed,
    close() {
      if (!isClosed()) popup?.close()
      popup = undefined
    },
  }
}
