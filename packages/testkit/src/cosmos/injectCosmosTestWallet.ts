import type { CosmosTestWallet } from './createCosmosTestWallet.js'
import { type KeplrTestWalletApi, keplrKeystoreChangeEvent } from './keplrTestWalletApi.js'

/** The page's `window` as Keplr sees it: where it installs itself and dispatches its events. */
export type KeplrWindowTarget = Pick<EventTarget, 'dispatchEvent'> & {
  keplr?: KeplrTestWalletApi
  getOfflineSigner?: KeplrTestWalletApi['getOfflineSigner']
  getOfflineSignerOnlyAmino?: KeplrTestWalletApi['getOfflineSignerOnlyAmino']
  getOfflineSignerAuto?: KeplrTestWalletApi['getOfflineSignerAuto']
}

/**
 * Installs `wallet` as Keplr installs itself: `target.keplr` (the API and nothing of the
 * controls) and the `getOfflineSigner*` shortcuts on `target`, and dispatches
 * `keplr_keystorechange` on `target` when the user switches accounts. Returns the uninstall.
 *
 * @example
 * const uninstall = injectCosmosTestWallet(createCosmosTestWallet({ accounts, chains }))
 * await window.keplr.enable('latch-local-1')
 * window.addEventListener('keplr_keystorechange', refresh)
 */
export function injectCosmosTestWallet(
  wallet: CosmosTestWallet,
  target: KeplrWindowTarget = globalThis as unknown as KeplrWindowTarget,
): () => void {
  const keplr: KeplrTestWalletApi = {
    get version() {
      return wallet.version
    },
    get mode() {
      return wallet.mode
    },
    get defaultOptions() {
      return wallet.defaultOptions
    },
    set defaultOptions(options) {
      wallet.defaultOptions = options
    },
    ping: () => wallet.ping(),
    enable: (chainIds) => wallet.enable(chainIds),
    disable: (chainIds) => wallet.disable(chainIds),
    experimentalSuggestChain: (chainInfo) => wallet.experimentalSuggestChain(chainInfo),
    getKey: (chainId) => wallet.getKey(chainId),
    getKeysSettled: (chainIds) => wallet.getKeysSettled(chainIds),
    signAmino: (...args) => wallet.signAmino(...args),
    signDirect: (...args) => wallet.signDirect(...args),
    signArbitrary: (...args) => wallet.signArbitrary(...args),
    verifyArbitrary: (...args) => wallet.verifyArbitrary(...args),
    sendTx: (...args) => wallet.sendTx(...args),
    getOfflineSigner: (...args) => wallet.getOfflineSigner(...args),
    getOfflineSignerOnlyAmino: (...args) => wallet.getOfflineSignerOnlyAmino(...args),
    getOfflineSignerAuto: (...args) => wallet.getOfflineSignerAuto(...args),
  }
  target.keplr = keplr
  target.getOfflineSigner = keplr.getOfflineSigner
  target.getOfflineSignerOnlyAmino = keplr.getOfflineSignerOnlyAmino
  target.getOfflineSignerAuto = keplr.getOfflineSignerAuto
  const unsubscribe = wallet.onKeystoreChange(() => {
    target.dispatchEvent(new Event(keplrKeystoreChangeEvent))
  })
  return () => {
    unsubscribe()
    if (target.keplr !== keplr) return
    delete target.keplr
    delete target.getOfflineSigner
    delete target.getOfflineSignerOnlyAmino
    delete target.getOfflineSignerAuto
  }
}
