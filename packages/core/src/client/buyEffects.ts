import { type AnyEventObject, fromCallback, fromPromise } from 'xstate'
import { ONRAMP_ORDER_POLL_MS } from '../constants/time.js'
import { InternalError } from '../errors/internal.js'
import {
  type FollowOrderInput,
  type OnrampOptions,
  type OnrampOrder,
  type OnrampPage,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from '../machines/onramp.js'
import type { Popup } from '../security/popupWindow.js'
import { isSafePageUrl } from '../security/safeUrl.js'
import type { BlockchainService } from '../services/blockchainService.js'
import { blockchainOf as service } from './blockchainOf.js'

export type BuyEffectsParameters = {
  /** The blockchain service (SPEC.md §7 onramp calls), where the site configured one. */
  blockchain: (() => Promise<BlockchainService>) | undefined
  /** The popup `submitBuy` opened in the click: the provider's page goes there. */
  popup: Popup
  /** Opens the provider's page in a new tab, when the popup was blocked. */
  openUrl: (url: string) => void
  /** The order delivered to `address`: its balances are read again. */
  invalidateBalances: (address: string) => void
  pollMs?: number
}

/** Where the order's address, network and currency are missing, the provider cannot deliver. */
function destination(input: OnrampUrlInput) {
  if (!input.address) throw new InternalError('NOT_PROVIDED', { values: { name: 'an account' } })
  return {
    destinationWallets: [
      {
        address: input.address,
        blockchains: input.network ? [input.network] : [],
        assets: [input.purchaseCurrency.id],
      },
    ],
    defaultNetwork: input.network,
    partnerUserId: input.address,
    presetFiatAmount: input.amount,
    paymentCurrency: input.paymentCurrency.id,
  }
}

/**
 * The onramp machine with this client's effects (SPEC.md §4 "Onramp", §7 onramp routes):
 * options, quotes and the provider's page from the blockchain service (the machine falls back
 * as SPEC.md §8 says when they fail), the page in the popup the click opened (a new tab when it
 * was blocked), then the order followed until it delivers. Loaded on the first buy, so that
 * pages where no one buys do not carry it. Only a safe page URL is opened.
 */
export function createBuyLogic({
  blockchain,
  popup,
  openUrl,
  invalidateBalances,
  pollMs = ONRAMP_ORDER_POLL_MS,
}: BuyEffectsParameters) {
  // Whether the provider's page is in our popup: only then can its closing be seen.
  let inPopup = false
  return onrampMachine.provide({
    actors: {
      loadOptions: fromPromise<OnrampOptions, { provider: string }>(async () =>
        (await service(blockchain)).getOnrampOptions(),
      ),
      getQuote: fromPromise<OnrampQuote, OnrampQuoteInput>(async ({ input }) =>
        (await service(blockchain)).getOnrampQuote({
          purchaseCurrency: input.purchaseCurrency.id,
          paymentCurrency: input.paymentCurrency.id,
          amount: input.amount,
          network: input.network,
        }),
      ),
      getOnrampUrl: fromPromise<OnrampPage, OnrampUrlInput>(async ({ input }) => {
        try {
          return await (await service(blockchain)).generateOnrampUrl(destination(input))
        } catch (error) {
          // Nothing will be shown there: the blank popup the click opened goes.
          popup.close()
          throw error
        }
      }),
      followOrder: fromCallback<AnyEventObject, FollowOrderInput>(({ input, sendBack }) => {
        let last: OnrampOrder['status'] | undefined
        let live = true
        const check = async () => {
          const order = await (await service(blockchain)).getOnrampOrder(input.orderId)
          if (!live) return
          if (order.status !== last) sendBack({ type: 'onramp.order', order })
          last = order.status
          // Closed before paying: the visitor gave up. Once paid, the order goes on without it.
          if (order.status === 'created' && inPopup && popup.isClosed()) {
            sendBack({ type: 'onramp.pageClosed' })
          }
        }
        const timer = setInterval(() => {
          // A failed poll is tried again on the next tick: the service may be back.
          check().catch(() => {})
        }, pollMs)
        return () => {
          live = false
          clearInterval(timer)
        }
      }),
    },
    actions: {
      openUrl: (_, { url }) => {
        if (!isSafePageUrl(url)) {
          popup.close()
          return
        }
        inPopup = popup.navigate(url)
        if (!inPopup) openUrl(url)
      },
      bought: (_, { order }) => {
        invalidateBalances(order.address)
        popup.close()
      },
    },
  })
}
