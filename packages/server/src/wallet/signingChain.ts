import type { RpcRequestPayload } from '@latch/frame-protocol'
import { AuthError } from '../auth/authError.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import { namespaceOf, toCaipChainId } from './caipChainId.js'

/**
 * The chain (CAIP-2) a request of the embedded wallet is answered on: the request's own when it
 * names one of its namespace, else the session's when of that namespace, else (Solana) the
 * first configured cluster. The approval card shows this chain, and the server signs on it.
 *
 * @throws {AuthError} "The chain … is not configured on this server" when none fits.
 *
 * @example
 * signingChainOf('eip155:1', { method: 'personal_sign', params: [], chainNamespace: 'eip155' }, [])
 * // 'eip155:1'
 */
export function signingChainOf(
  sessionChainId: string,
  request: Pick<RpcRequestPayload, 'chainId' | 'chainNamespace'>,
  solanaClusters: readonly SolanaClusterSettings[],
): string {
  const requested = request.chainId === undefined ? undefined : toCaipChainId(request.chainId)
  if (requested && namespaceOf(requested) === request.chainNamespace) return requested
  if (namespaceOf(sessionChainId) === request.chainNamespace) return sessionChainId
  if (request.chainNamespace === 'solana' && solanaClusters[0]) {
    return solanaClusters[0].caipNetworkId
  }
  throw new AuthError('CHAIN_NOT_CONFIGURED', { chainId: request.chainNamespace })
}
