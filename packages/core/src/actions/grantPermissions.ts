import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import { ConfigError } from '../errors/config.js'
import type { InternalError } from '../errors/internal.js'
import { connectedWalletOf } from './connectedWalletOf.js'

/** An ERC-20's `transfer`, up to `allowance` in all (the token's smallest unit). */
export type Erc20TransferPermission = {
  type: 'erc20-token-transfer'
  data: { address: string; allowance: bigint }
}

export type GrantPermissionsParameters = {
  /** The session key's address: the page holds its private key and signs the session's operations. */
  sessionKey: string
  /** Unix seconds: the session's operations are refused from then on. */
  expiry: number
  /** What the key may do; nothing else is granted. */
  permissions: readonly Erc20TransferPermission[]
  /** The namespace whose connected account grants (the active one by default). */
  namespace?: ChainNamespace | undefined
}

/** The wallet's ERC-7715 answer: what was granted, and what the page needs to use it. */
export type GrantPermissionsReturnType = {
  /** Hex chain id. */
  chainId: string
  /** The account that granted (the embedded wallet's smart account). */
  address: string
  expiry: number
  permissions: readonly { type: string; data: { address: string; allowance: string } }[]
  /** The session's id (SmartSessions' permission id): {@link revokeSession} takes it. */
  permissionsContext: string
  /** The SmartSessions module the session's operations are validated by. */
  smartSessions: string
}

/**
 * A `ConfigError` (`FEATURE_NOT_ENABLED`) when the site has not turned `features.smartSessions`
 * on, an `AdapterError` ("The wallet is not connected"), or the wallet's refusal.
 */
export type GrantPermissionsErrorType = ConfigError | AdapterError | InternalError

/**
 * Asks the connected wallet to grant a session key permissions (ERC-7715
 * `wallet_grantPermissions`): the embedded wallet's smart account shows each permission on its
 * card, and on Approve enables the session on chain, where its limits are enforced. Only for a
 * site that turned smart sessions on (`features.smartSessions`, SPEC.md §6): the visitor
 * manages the sessions in the Account view's Sessions tab, which the flag shows.
 *
 * @example
 * const { permissionsContext } = await grantPermissions(latch, {
 *   sessionKey: sessionAccount.address,
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 *   permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: 10n ** 19n } }],
 * })
 */
export function grantPermissions(
  latch: LatchClient,
  { sessionKey, expiry, permissions, namespace }: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  if (!latch.getState().features.smartSessions) {
    return Promise.reject(
      new ConfigError('FEATURE_NOT_ENABLED', { values: { feature: 'smartSessions' } }),
    )
  }
  return latch._internal.run(async (runtime) => {
    const { adapter, address, network } = connectedWalletOf(runtime, namespace)
    const granted = await adapter.request({
      method: 'wallet_grantPermissions',
      params: [
        {
          chainId: `0x${Number(network.id).toString(16)}`,
          address,
          expiry,
          signer: { type: 'account', data: { id: sessionKey } },
          permissions: permissions.map(({ type, data }) => ({
            type,
            data: { address: data.address, allowance: `0x${data.allowance.toString(16)}` },
          })),
        },
      ],
      network,
    })
    return granted as GrantPermissionsReturnType
  })
}
