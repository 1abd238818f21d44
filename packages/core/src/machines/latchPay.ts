import { enqueueActions, sendTo } from 'xstate'
import { type LatchMachineContext, openFacts } from './latchContext.js'
import { latchSetup } from './latchSetup.js'
import { payStepOf } from './payStatus.js'

/** The request's next step, from the root's children. */
function stepOf(context: LatchMachineContext) {
  const request = context.pay.getSnapshot().context.request
  if (!request) return undefined
  const snapshot = context.connections[request.network.chainNamespace]?.getSnapshot()
  return payStepOf(
    request,
    snapshot?.matches('connected') ? snapshot.context.connection : undefined,
  )
}

/** Whether the payment waits for the wallet's answer to its transfer (it is the one sent). */
export const payingTransfer = ({ context }: { context: LatchMachineContext }) =>
  context.pay.getSnapshot().matches('paying')

/**
 * The root's region for a payment a site asks for (`pay`, SPEC.md §6 `pay`): the modal opens
 * at Pay, whose one button does the request's next step — Connect for a wallet (wallets only,
 * the flag turns email and socials off), then the wallet asked to switch to the request's
 * network, then the transfer, sent as a send form for the connected account. The send form's
 * answer settles the payment, which stays on Pay (not Account) to say so. A closed modal gives
 * up a request the wallet was not asked for.
 */
export const payRegion = latchSetup.createStateConfig({
  on: {
    'pay.start': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        // While the wallet answers one payment, another waits for it (its call is told).
        if (context.pay.getSnapshot().matches('paying')) return
        enqueue.sendTo(context.pay, event)
        if (check('modalOpen')) {
          enqueue.sendTo(context.router, { type: 'router.reset', view: 'Pay' })
        } else {
          enqueue.sendTo(context.modal, {
            type: 'modal.open',
            options: { view: 'Pay' },
            facts: openFacts(context),
          })
        }
      }),
    },
    'pay.submit': {
      guard: ({ context }) => context.pay.getSnapshot().matches('asking'),
      actions: enqueueActions(({ context, enqueue }) => {
        const request = context.pay.getSnapshot().context.request
        const step = stepOf(context)
        if (!request || !step) return
        if (step === 'connect') {
          enqueue.sendTo(context.router, { type: 'router.push', view: 'Connect' })
        } else if (step === 'switchNetwork') {
          enqueue.raise({ type: 'network.switch', network: request.network })
        } else {
          enqueue.sendTo(context.pay, { type: 'pay.submit' })
          enqueue.raise({
            type: 'send.submit',
            form: {
              namespace: request.network.chainNamespace,
              token: request.token,
              amount: request.amount,
              receiverAddress: request.recipient,
            },
          })
        }
      }),
    },
    'send.transferFailed': {
      guard: payingTransfer,
      actions: sendTo(
        ({ context }) => context.pay,
        ({ event }) => ({ type: 'pay.failed', error: event.error }),
      ),
    },
    'modal.closed': { actions: sendTo(({ context }) => context.pay, { type: 'pay.cancel' }) },
  },
})
