import { enqueueActions, sendTo } from 'xstate'
import { sendFormOf, sendSubjectOf } from './latchContext.js'
import { payingTransfer } from './latchPay.js'
import { latchSetup } from './latchSetup.js'
import { sendTokenOf } from './sendForm.js'
import { snackbarOf, transactionSnackbar } from './transactionSnackbar.js'

/**
 * The root's region for sending (SPEC.md §4 "Send"): the form loads on its first command
 * under a lazy child (system id `send`); each command is for an account, which the root adds
 * (`sendSubjectOf`). After a transfer, the root decides what follows: Account, the "Sent"
 * snackbar, and the account's holdings read again, once as it goes out and once on chain.
 */
export const sendRegion = latchSetup.createStateConfig({
  on: {
    'send.start': {
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => ({
          type: 'lazy.forward',
          event: { type: 'send.start', ...sendSubjectOf(context, event.namespace) },
        }),
      ),
    },
    'send.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { token, amount, receiver, feeSpeed } = event.edit
        const edits = [
          token !== undefined && { type: 'send.setToken', token: token ?? undefined },
          amount !== undefined && { type: 'send.setAmount', amount },
          receiver !== undefined && { type: 'send.setReceiver', address: receiver },
          'feeSpeed' in event.edit && { type: 'send.setFeeSpeed', feeSpeed },
        ]
        for (const edit of edits) {
          if (edit) enqueue.sendTo(context.send, { type: 'lazy.forward', event: edit })
        }
      }),
    },
    'send.submit': {
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => {
          if (!event.form) return { type: 'lazy.forward', event: { type: 'send.submit' } }
          const { namespace, token, amount, receiverAddress, feeSpeed } = event.form
          const subject = sendSubjectOf(context, namespace)
          return {
            type: 'lazy.forward',
            event: {
              type: 'send.submit',
              form: {
                ...subject,
                token: token && sendTokenOf(token, subject.network),
                amount,
                receiverAddress,
                feeSpeed,
              },
            },
          }
        },
      ),
    },
    // The active network changed: a loaded form starts over on it (none loads for that).
    'send.reset': {
      guard: ({ context }) => sendFormOf(context) !== undefined,
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => ({
          type: 'lazy.forward',
          event: { type: 'send.reset', ...sendSubjectOf(context, event.namespace) },
        }),
      ),
    },
    // A transfer went out: Account again, with the transaction said, and fresh holdings.
    'send.transferSent': [
      // A payment's: Pay says it is paid (the payment's call has its hash).
      {
        guard: payingTransfer,
        actions: [
          { type: 'accountChanged', params: ({ event }) => event },
          sendTo(
            ({ context }) => context.pay,
            ({ event }) => ({ type: 'pay.sent', hash: event.hash }),
          ),
        ],
      },
      {
        actions: [
          { type: 'accountChanged', params: ({ event }) => event },
          sendTo(snackbarOf, ({ event }) => transactionSnackbar('Sent', event.hash)),
          sendTo(({ context }) => context.router, { type: 'router.reset', view: 'Account' }),
        ],
      },
    ],
    // On chain: the account's balances and activity are read again.
    'send.transferConfirmed': {
      actions: { type: 'accountChanged', params: ({ event }) => event },
    },
  },
})
