/**
 * What batch of calls a wallet offers on a chain, from its answer to `wallet_getCapabilities`
 * (EIP-5792 v2: `{ [chainIdHex]: { atomic: { status } } }`): `atomic` where it runs them all or
 * none (`supported`, or `ready` once the account upgrades), else `sequential`, one after the
 * other, which every wallet that answered the method does (EIP-5792 makes atomicity optional).
 */
export type BatchMode = 'atomic' | 'sequential'

type Capabilities = Record<string, { atomic?: { status?: unknown } } | undefined>

/**
 * The mode of `chainHex` in `capabilities`, the wallet's answer: the chain's own `atomic`
 * capability, else the one under `0x0`, which EIP-5792 v2 has hold for every chain.
 */
export function batchModeOf(capabilities: unknown, chainHex: string): BatchMode {
  if (typeof capabilities !== 'object' || capabilities === null) return 'sequential'
  const byChain = capabilities as Capabilities
  const status = (byChain[chainHex]?.atomic ?? byChain['0x0']?.atomic)?.status
  return status === 'supported' || status === 'ready' ? 'atomic' : 'sequential'
}
