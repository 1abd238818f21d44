// Numeric error codes that wallets put on their errors (EIP-1193, EIP-1474, WalletConnect).

/** EIP-1193: the visitor rejected the request. */
export const USER_REJECTED_REQUEST_CODE = 4001
/** EIP-1193: the method or account is not authorized by the visitor. */
export const UNAUTHORIZED_CODE = 4100
/** EIP-1474 / JSON-RPC: the params are invalid. */
export const INVALID_PARAMS_CODE = -32602
/** EIP-3085 / MetaMask: the wallet does not know the chain asked for. */
const UNRECOGNIZED_CHAIN_CODE = 4902
/** WalletConnect: the peer does not know the chain (unknown / unsupported chain). */
const WALLET_CONNECT_UNKNOWN_CHAIN_CODE = 5000
/** EIP-1474 internal error; several wallets answer an unknown chain with it. */
const INTERNAL_RPC_ERROR_CODE = -32603

/** The switch-chain error codes after which Latch asks the wallet to add the chain. */
const addChainErrorCodes: readonly number[] = [
  UNRECOGNIZED_CHAIN_CODE,
  WALLET_CONNECT_UNKNOWN_CHAIN_CODE,
  INTERNAL_RPC_ERROR_CODE,
]

/** The first numeric `code` on the error or along its `cause` chain. */
export function providerErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    current = cause
  }
  return undefined
}

export function isUserRejection(error: unknown): boolean {
  return providerErrorCode(error) === USER_REJECTED_REQUEST_CODE
}

/** Whether a failed chain switch should be retried as "add this chain" (SPEC.md §4). */
export function shouldAddChain(error: unknown): boolean {
  const code = providerErrorCode(error)
  // Some wallets report -32603 as its absolute value.
  return (
    code !== undefined && (addChainErrorCodes.includes(code) || code === -INTERNAL_RPC_ERROR_CODE)
  )
}
