import type { LatchClient } from '../client/latchClient.js'
import type { WalletRegistry } from '../services/walletRegistry.js'

/**
 * The wallet registry of the config service (SPEC.md §7 `GET /getWallets`), for the wallet
 * lists; `undefined` when no config service is configured.
 *
 * @example
 * const page = await getWalletRegistry(latch)?.search('rain')
 */
export function getWalletRegistry(latch: LatchClient): WalletRegistry | undefined {
  return latch._internal.services.wallets
}
