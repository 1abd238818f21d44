import { assign, fromPromise, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants/time.js'
import { BaseError } from '../errors/base.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'

/** A WalletConnect pairing: the URI to show as a QR code or deep link, and its expiry. */
export type Pairing = { uri: string; expiresAt: number }

export type PairingContext = {
  uri: string | undefined
  /** Epoch milliseconds. */
  expiresAt: number | undefined
  error: BaseError | undefined
}

export type PairingEvent = { type: 'pairing.fetch' } | { type: 'pairing.refresh' }

/** What a wallet's approval brings: the namespaces of its session that have accounts. */
export type PairingApproval = { namespaces: readonly ChainNamespace[] }

export type PairingInput = Record<string, never>

/**
 * Whether a pairing counts as expired (SPEC.md §4 "Pairing"): it does from
 * {@link PAIRING_EXPIRY_MARGIN_MS} before its expiry on.
 *
 * @example
 * isPairingExpired(100_000, 90_000) // true: within 10 s of expiry
 * isPairingExpired(100_000, 89_999) // false
 */
export function isPairingExpired(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs - PAIRING_EXPIRY_MARGIN_MS
}

/**
 * The WalletConnect pairing URI (SPEC.md §4 "Pairing"): fetched, shown, expired
 * {@link PAIRING_LIFETIME_MS} after it was made less the {@link PAIRING_EXPIRY_MARGIN_MS}
 * margin. While active it waits for the wallet's answer (`awaitApproval`): an approval tells
 * the root which namespaces connect (`approved`), a refusal (or a proposal the relay failed)
 * fails it. An expired, failed or refused pairing is refreshed with `pairing.refresh`; once a
 * wallet approved it, the next `pairing.fetch` pairs again.
 */
export const pairingMachine = setup({
  types: {
    context: {} as PairingContext,
    events: {} as PairingEvent,
    input: {} as PairingInput,
  },
  actions: {
    setPairing: assign((_, params: Pairing) => ({ ...params, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({
      error:
        params.error instanceof BaseError
          ? params.error
          : new ConnectionError('FAILED_TO_CONNECT', { cause: params.error }),
    })),
    clearPairing: assign({ uri: undefined, expiresAt: undefined }),
    /** A wallet approved: the root connects the session's namespaces. */
    approved: (_, _approval: PairingApproval) => {},
  },
  actors: {
    fetchPairingUri: fromPromise<Pairing, Record<string, never>>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'fetchPairingUri' } })
    }),
    /**
     * The wallet's answer to the pairing of `uri`: resolves with the approval, rejects with
     * the refusal. Stops with the pairing (expired, refreshed): a late answer is nobody's.
     */
    awaitApproval: fromPromise<PairingApproval, { uri: string }>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'awaitApproval' } })
    }),
  },
  delays: {
    pairingExpiry: PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS,
  },
}).createMachine({
  id: 'pairing',
  initial: 'idle',
  context: { uri: undefined, expiresAt: undefined, error: undefined },
  states: {
    idle: {
      on: { 'pairing.fetch': 'fetchingUri' },
    },
    fetchingUri: {
      invoke: {
        id: 'fetchPairingUri',
        src: 'fetchPairingUri',
        input: {},
        onDone: {
          target: 'active',
          actions: { type: 'setPairing', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    active: {
      invoke: {
        id: 'awaitApproval',
        src: 'awaitApproval',
        input: ({ context }) => ({ uri: context.uri as string }),
        onDone: {
          target: 'connected',
          actions: { type: 'approved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: [
            'clearPairing',
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      after: { pairingExpiry: { target: 'expired', actions: 'clearPairing' } },
    },
    expired: {
      on: { 'pairing.refresh': 'fetchingUri' },
    },
    failed: {
      on: { 'pairing.refresh': 'fetchingUri' },
    },
    // A later visit to the QR code (after a disconnect) pairs again.
    connected: {
      on: { 'pairing.fetch': 'fetchingUri' },
    },
  },
})
