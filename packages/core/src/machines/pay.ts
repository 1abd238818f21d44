import { assertEvent, assign, setup } from 'xstate'
import type { CaipNetwork } from '../networks/caipNetwork.js'

/** What a site asks a visitor to pay (`pay`): an amount of a coin or token, to an address. */
export type PaymentRequest = {
  /** Tells one request from the next: a call waits for its own. */
  id: number
  /** The network to pay on, one the site configured. */
  network: CaipNetwork
  /** The address paid, on the network's namespace. */
  recipient: string
  /** A decimal amount in the asset's unit (`'0.5'` ETH, not wei). */
  amount: string
  /** A token by contract (eip155) or mint (solana); absent: the network's coin. */
  token?: { address: string; decimals: number; symbol: string } | undefined
}

export type PayContext = {
  request: PaymentRequest | undefined
  /** The transaction of the request once the wallet has sent it. */
  hash: string | undefined
  /** Why the last attempt failed (the wallet refused, the chain did), until the next. */
  error: Error | undefined
  /** The request the visitor closed the modal on, unpaid: its call rejects. */
  cancelled: number | undefined
}

export type PayEvent =
  /** A new request: it replaces one not paid yet (whose call then rejects). */
  | { type: 'pay.start'; request: PaymentRequest }
  /** The visitor pays: the root has the wallet send the transfer. */
  | { type: 'pay.submit' }
  | { type: 'pay.sent'; hash: string }
  | { type: 'pay.failed'; error: Error }
  /** The modal closed: a request not yet sent to the wallet is given up. */
  | { type: 'pay.cancel' }

/**
 * A payment a site asks for (`pay`): the Pay view shows the request and the one thing the
 * visitor does next (connect a wallet, switch to its network, pay; `payStepOf`). Paying sends
 * the transfer through the send form (the root does, on `pay.submit`) and waits for the
 * wallet: its transaction makes the request `paid`, a refusal keeps it for another try. A
 * closed modal gives up a request the wallet has not been asked for; once asked, the wallet's
 * answer settles it.
 */
export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
  },
  actions: {
    take: assign(({ event }) => {
      assertEvent(event, 'pay.start')
      return { request: event.request, hash: undefined, error: undefined, cancelled: undefined }
    }),
    cancel: assign(({ context }) => ({
      request: undefined,
      error: undefined,
      cancelled: context.request?.id,
    })),
  },
}).createMachine({
  id: 'pay',
  context: { request: undefined, hash: undefined, error: undefined, cancelled: undefined },
  initial: 'idle',
  on: { 'pay.start': { target: '.asking', actions: 'take' } },
  states: {
    idle: {},
    asking: {
      on: {
        'pay.submit': { target: 'paying', actions: assign({ error: undefined }) },
        'pay.cancel': { target: 'idle', actions: 'cancel' },
      },
    },
    paying: {
      // A new request waits: the wallet is answering this one.
      on: {
        'pay.start': {},
        'pay.sent': { target: 'paid', actions: assign({ hash: ({ event }) => event.hash }) },
        'pay.failed': { target: 'asking', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    paid: {
      on: { 'pay.cancel': { target: 'idle', actions: assign({ request: undefined }) } },
    },
  },
})
