import type { InjectedWindowProvider } from './polkadotInjectedWallet.js'

/** The page's `window` as Substrate wallets see it: each injects itself under its own key. */
export type InjectedWeb3Target = {
  injectedWeb3?: Record<string, InjectedWindowProvider>
}

/** The test wallet's key in `window.injectedWeb3`, which sites list as the wallet's id. */
export const polkadotTestWalletKey = 'latch-test-wallet'

/**
 * Installs `wallet` in `target.injectedWeb3[key]` as a Substrate extension installs itself
 * (`{ version, enable }` and nothing of the controls), for `web3Enable` and for sites that
 * read `injectedWeb3` themselves. Returns the uninstall.
 *
 * @example
 * const uninstall = injectPolkadotTestWallet(createPolkadotTestWallet({ accounts: polkadotDevAccounts }))
 * await window.injectedWeb3['latch-test-wallet'].enable('My site')
 */
export function injectPolkadotTestWallet(
  wallet: InjectedWindowProvider,
  target: InjectedWeb3Target = globalThis as InjectedWeb3Target,
  key: string = polkadotTestWalletKey,
): () => void {
  target.injectedWeb3 ??= {}
  const provider: InjectedWindowProvider = {
    version: wallet.version,
    enable: (originName) => wallet.enable(originName),
  }
  target.injectedWeb3[key] = provider
  return () => {
    if (target.injectedWeb3?.[key] === provider) delete target.injectedWeb3[key]
  }
}
