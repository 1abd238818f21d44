import type { SendCallsParameters as AdapterSendCallsParameters } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import { connectedWalletOf } from './connectedWalletOf.js'

export type SendCallsParameters = {
  /**
   * The calls, in order: each a `to` and, where it applies, `data` and a `value` in the native
   * currency's smallest unit. `to` and `data` start with 0x (SPEC.md §5).
   */
  calls: AdapterSendCallsParameters['calls']
  /** The namespace whose connected account sends them (the active one by default). */
  namespace?: ChainNamespace | undefined
}

/** The batch's id, for {@link getCallsStatus}. */
export type SendCallsReturnType = { id: string }

/**
 * An `AdapterError`: "The wallet is not connected", "… is not supported on …" where the
 * namespace has no batches, "Invalid wallet_sendCalls: …" for a `to` or `data` that does not start with
 * 0x; and the wallet's own refusal.
 */
export type SendCallsErrorType = AdapterError | InternalError

/**
 * Sends a batch of calls from the connected account (EIP-5792 `wallet_sendCalls`): the
 * embedded wallet's smart account makes it one user operation, after the visitor approves
 * every call on its card; a browser wallet does what it reports in its capabilities. Follow it
 * with {@link getCallsStatus}.
 *
 * @example
 * const { id } = await sendCalls(latch, {
 *   calls: [
 *     { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n ** 15n },
 *     { to: token, data: transferData },
 *   ],
 * })
 */
export function sendCalls(
  latch: LatchClient,
  { calls, namespace }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  return latch._internal.run(async (runtime) => {
    const { namespace: used, adapter, address, network } = connectedWalletOf(runtime, namespace)
    if (!adapter.sendCalls) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'sendCalls', namespace: used },
      })
    }
    return { id: await adapter.sendCalls({ from: address, network, calls }) }
  })
}
