import type { LatchRuntime } from '../client/latchRuntime.js'
import { connectedWalletOf } from './connectedWalletOf.js'
import type { RevokeSessionParameters } from './revokeSession.js'

/**
 * Asks the connected account's wallet to revoke a session (ERC-7715
 * `wallet_revokePermissions`): the sessions machine's `revoke`, which the client provides.
 * Apart from `revokeSession`, which the UI's Sessions tab loads, so that the machines' chunk
 * and the tab's share no module.
 */
export async function askWalletToRevoke(
  runtime: LatchRuntime,
  { id, namespace }: RevokeSessionParameters,
): Promise<void> {
  const { adapter, address, network } = connectedWalletOf(runtime, namespace)
  await adapter.request({
    method: 'wallet_revokePermissions',
    params: [{ permissionsContext: id, address }],
    network,
  })
}
