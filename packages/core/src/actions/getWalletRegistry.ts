import type { LatchClient } from '../client/latchClient.js'
import type { WalletRegistry } from '../services/walletRegistry.js'

/** None: the client is all it takes. */
export type GetWalletRegistryParameters = undefined

/** The registry's pages and search, or `undefined` without a config service. */
export type GetWalletRegistryReturnType = WalletRegistry | undefined

/** None: its reads reject, each with its own error. */
export type GetWalletRegistryErrorType = never

/**
 * The wallet registry of the config service (SPEC.md §7 `GET /getWallets`), for the wallet
 * lists; `undefined` when no config service is configured.
 *
 * @example
 * const page = await getWalletRegistry(latch)?.search('rain')
 */
export function getWalletRegistry(latch: LatchClient): GetWalletRegistryReturnType {
  return latch._internal.services.wallets
}
