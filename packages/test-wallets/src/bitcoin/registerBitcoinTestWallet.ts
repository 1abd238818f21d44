import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

/**
 * Registers `wallet` with the page the wallet-standard way (`wallet-standard:register-wallet`,
 * and again on every `wallet-standard:app-ready`), as a Bitcoin wallet extension (Phantom,
 * Exodus, MetaMask) does: apps using `getWallets()` from `@wallet-standard/app` find it
 * whether they load before or after it.
 *
 * @example
 * registerBitcoinTestWallet(createBitcoinTestWallet({ … }))
 */
export function registerBitcoinTestWallet(wallet: Wallet): void {
  registerWallet(wallet)
}
