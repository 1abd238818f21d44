import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

/**
 * Registers `wallet` with the page the wallet-standard way (`wallet-standard:register-wallet`,
 * and again on every `wallet-standard:app-ready`), as a wallet extension does: apps using
 * `getWallets()` from `@wallet-standard/app` find it whether they load before or after it.
 *
 * @example
 * registerSolanaTestWallet(createSolanaTestWallet({ … }))
 */
export function registerSolanaTestWallet(wallet: Wallet): void {
  registerWallet(wallet)
}
