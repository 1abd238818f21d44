import { buyPopup } from '../client/buyPopup.js'
import type { LatchClient } from '../client/latchClient.js'
import { settled } from '../client/settled.js'
import { InternalError } from '../errors/internal.js'
import { buyStatusOf } from '../machines/buyStatus.js'
import { buyFormOf } from '../machines/latchContext.js'

/** None: the form is the buy's (`startBuy`, `editBuy`). */
export type SubmitBuyParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SubmitBuyReturnType = void

/**
 * The provider's failure to give its page (an `HttpError` from the service, or "onramp service
 * is not provided" where the client has none), as `state.buy.error` shows it.
 */
export type SubmitBuyErrorType = Error

/**
 * Buys as the buy form says (`startBuy`, `editBuy`), as its Buy button does. Call it in the
 * click: a popup opens at once, and the provider's page goes there once the service has made
 * it (a new tab when the browser blocked the popup). Resolves once the page is open, while
 * `state.buy` follows the order (`following`, then `completed`); rejects with why it could
 * not, and `state.buy.error` shows the same. Nothing happens before the form is complete.
 *
 * @example
 * button.onclick = () => submitBuy(latch)
 */
export function submitBuy(latch: LatchClient): Promise<SubmitBuyReturnType> {
  // In the click, before anything is awaited: browsers block a popup opened later.
  const popup = buyPopup()
  popup.open()
  return latch._internal.run(async (runtime) => {
    const form = buyFormOf(runtime.context())
    if (!form) {
      popup.close()
      throw new InternalError('NOT_PROVIDED', { values: { name: 'startBuy' } })
    }
    runtime.send({ type: 'buy.submit' })
    // An incomplete form does not buy: nothing will be shown in the popup.
    if (buyStatusOf(form.getSnapshot()) !== 'buying') {
      popup.close()
      return
    }
    const done = await settled(form, (snapshot) => buyStatusOf(snapshot) !== 'buying')
    if (done.context.error) throw done.context.error
  })
}
