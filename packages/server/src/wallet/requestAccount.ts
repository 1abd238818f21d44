import type { RpcRequestPayload } from '@latch/frame-protocol'
import type { WalletAddresses } from './walletVault.js'

/**
 * Whether `request` is for the user's own account, where it names one: personal_sign's
 * address, eth_signTypedData_v4's signer, eth_sendTransaction's `from`, solana_signMessage's
 * `pubkey` (eip155 addresses in any case). A request naming another account is refused before
 * its card is drawn, not only when it would be signed.
 *
 * @example
 * isOwnAccount({ method: 'personal_sign', params: ['0x68', '0xAbC…'], chainNamespace: 'eip155' }, addresses)
 */
export function isOwnAccount(request: RpcRequestPayload, addresses: WalletAddresses): boolean {
  const params = request.params as unknown
  const list = Array.isArray(params) ? (params as unknown[]) : []
  let named: unknown
  switch (request.method) {
    case 'personal_sign':
      named = list[1]
      break
    case 'eth_signTypedData_v4':
      named = list[0]
      break
    case 'eth_sendTransaction':
      named = (list[0] as { from?: unknown } | undefined)?.from
      break
    case 'solana_signMessage':
      named = (params as { pubkey?: unknown } | undefined)?.pubkey
      return named === undefined || named === addresses.solana
    default:
      return true
  }
  return (
    named === undefined ||
    (typeof named === 'string' && named.toLowerCase() === addresses.eip155.toLowerCase())
  )
}

/** Where each eip155 signing method names its account: `[param index, field]`. */
function evmAccountSlot(method: string): { index: number; field?: string } | undefined {
  switch (method) {
    case 'personal_sign':
      return { index: 1 }
    case 'eth_signTypedData_v4':
      return { index: 0 }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return { index: 0, field: 'from' }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      return { index: 0, field: 'address' }
    default:
      return undefined
  }
}

/**
 * The account an eip155 request names (personal_sign's address, eth_signTypedData_v4's signer,
 * eth_sendTransaction's and wallet_sendCalls' `from`, the permission methods' `address`);
 * `undefined` when it names none.
 */
export function namedEvmAccount(request: RpcRequestPayload): unknown {
  const slot = evmAccountSlot(request.method)
  const params = request.params as unknown
  if (!slot || !Array.isArray(params)) return undefined
  const value: unknown = params[slot.index]
  if (slot.field === undefined) return value
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[slot.field]
    : undefined
}

/**
 * `request` naming `address` where it names no account: what is stored, shown and signed then
 * says which account (key or smart) acts, whatever the user's choice is by the time of Approve.
 *
 * @example
 * namingEvmAccount({ method: 'eth_sendTransaction', params: [{ to }], chainNamespace: 'eip155' }, smart)
 * // { method: 'eth_sendTransaction', params: [{ to, from: smart }], … }
 */
export function namingEvmAccount(request: RpcRequestPayload, address: string): RpcRequestPayload {
  const slot = evmAccountSlot(request.method)
  const params = request.params as unknown
  if (!slot || namedEvmAccount(request) !== undefined) return request
  const list = Array.isArray(params) ? [...(params as unknown[])] : []
  if (slot.field === undefined) {
    list[slot.index] = address
  } else {
    const value: unknown = list[slot.index]
    list[slot.index] = {
      ...(typeof value === 'object' && value !== null ? value : {}),
      [slot.field]: address,
    }
  }
  return { ...request, params: list } as RpcRequestPayload
}
