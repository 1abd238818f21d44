import { chainRpcTimeoutMs } from '../chains/chainClient.js'

/** The options of `solana_signAndSendTransaction`, as the cluster's `sendTransaction` reads them. */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: string | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/**
 * Sends a signed wire transaction to a cluster's JSON-RPC (`sendTransaction`, base64) and
 * resolves with the signature the cluster reports.
 *
 * @throws when the cluster answers with an error.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  options: SolanaSendOptions = {},
  fetchRpc: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchRpc(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [
        Buffer.from(transaction).toString('base64'),
        {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
          ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
        },
      ],
    }),
    signal: AbortSignal.timeout(chainRpcTimeoutMs),
  })
  const answer = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { message?: unknown } }
    | undefined
  if (!response.ok || !answer || answer.error || typeof answer.result !== 'string') {
    throw new Error(
      `The cluster refused the transaction: ${String(answer?.error?.message ?? response.status)}`,
    )
  }
  return answer.result
}
