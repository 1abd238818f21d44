import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../constants/limits.js'
import {
  createPopup,
  type Popup,
  type PopupOpener,
  type PopupWindow,
} from '../security/popupWindow.js'

/** The popup window as the social login uses it. */
export type SocialPopupWindow = PopupWindow

/** The part of `window` that opens the popup; a test passes a fake one. */
export type SocialPopupOpener = PopupOpener

/** The one social-login popup of a page. */
export type SocialPopup = Popup

/**
 * The social-login popup (SPEC.md §4 "Social login"): {@link SOCIAL_POPUP_WIDTH}×
 * {@link SOCIAL_POPUP_HEIGHT}, opened blank in the click, navigated to the frame's redirect
 * address once known, checked for having been closed, closed at the end.
 *
 * @example
 * const popup = createSocialPopup()
 * button.onclick = () => popup.open()
 */
export function createSocialPopup(opener?: SocialPopupOpener): SocialPopup {
  return createPopup(
    { name: 'latch-social-login', width: SOCIAL_POPUP_WIDTH, height: SOCIAL_POPUP_HEIGHT },
    opener,
  )
}
