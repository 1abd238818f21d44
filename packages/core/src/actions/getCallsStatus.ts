import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'

export type GetCallsStatusParameters = {
  /** The id {@link sendCalls} resolved with. */
  id: string
  /** The namespace whose wallet sent the batch (the active one by default). */
  namespace?: ChainNamespace | undefined
}

/** A transaction receipt of the batch, as the wallet reports it (EIP-5792). */
export type CallsReceipt = {
  transactionHash: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  /** `0x1` success, `0x0` failure. */
  status: string
  logs: readonly { address: string; data: string; topics: readonly string[] }[]
}

/**
 * EIP-5792 v2's status of a batch: `100` pending, `200` confirmed, `400` failed off chain,
 * `500` reverted, `600` partly reverted; `receipts` once on chain.
 */
export type GetCallsStatusReturnType = {
  id: string
  chainId: string
  status: number
  atomic: boolean
  receipts?: readonly CallsReceipt[] | undefined
}

/** An `AdapterError` ("The wallet is not connected"), or the wallet's refusal. */
export type GetCallsStatusErrorType = AdapterError | InternalError

/**
 * Where a batch of {@link sendCalls} stands, asked of the wallet that sent it
 * (`wallet_getCallsStatus`).
 *
 * @example
 * const { status, receipts } = await getCallsStatus(latch, { id })
 * if (status === 200) console.log(receipts?.[0]?.transactionHash)
 */
export function getCallsStatus(
  latch: LatchClient,
  { id, namespace }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  return latch._internal.run(async (runtime) => {
    const { namespace: used } = runtime.connectionOf(namespace)
    const network = runtime.networkOf(used)
    if (!runtime.connectedAccount(used) || !network) throw new AdapterError('NOT_CONNECTED')
    const status = await runtime
      .adapterFor(used)
      .request({ method: 'wallet_getCallsStatus', params: [id], network })
    return status as GetCallsStatusReturnType
  })
}
