import { ONRAMP_POPUP_HEIGHT, ONRAMP_POPUP_WIDTH } from '../constants/limits.js'
import { createPopup, type Popup } from '../security/popupWindow.js'

let popup: Popup | undefined

/**
 * The page's one onramp popup: `submitBuy` opens it blank in the click, the buy's effects send
 * it to the provider's page once the service has made it, and watch it while the order is
 * followed.
 */
export function buyPopup(): Popup {
  popup ??= createPopup({
    name: 'latch-onramp',
    width: ONRAMP_POPUP_WIDTH,
    height: ONRAMP_POPUP_HEIGHT,
  })
  return popup
}
