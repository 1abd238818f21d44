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
