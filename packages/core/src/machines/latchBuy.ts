import { enqueueActions, sendTo } from 'xstate'
import { sendSubjectOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'

/**
 * The root's region for buying (SPEC.md §4 "Onramp"): the form loads on its first command
 * under a lazy child (system id `onramp`); each form is for an account, which the root adds.
 */
export const buyRegion = latchSetup.createStateConfig({
  on: {
    'buy.start': {
      actions: sendTo(
        ({ context }) => context.buy,
        ({ context, event }) => {
          const { namespace, network, address } = sendSubjectOf(context, event.namespace)
          return {
            type: 'lazy.forward',
            event: {
              type: 'onramp.start',
              namespace,
              network: network?.caipNetworkId,
              address,
              provider: event.provider,
            },
          }
        },
      ),
    },
    'buy.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { provider, purchaseCurrency, paymentCurrency, amount } = event.edit
        const edits = [
          provider !== undefined && { type: 'onramp.selectProvider', provider },
          purchaseCurrency !== undefined && {
            type: 'onramp.setPurchaseCurrency',
            id: purchaseCurrency,
          },
          paymentCurrency !== undefined && {
            type: 'onramp.setPaymentCurrency',
            id: paymentCurrency,
          },
          amount !== undefined && { type: 'onramp.setAmount', amount },
        ]
        for (const edit of edits) {
          if (edit) enqueue.sendTo(context.buy, { type: 'lazy.forward', event: edit })
        }
      }),
    },
    'buy.submit': {
      actions: sendTo(({ context }) => context.buy, {
        type: 'lazy.forward',
        event: { type: 'onramp.buy' },
      }),
    },
  },
})
