import type { CosmosTestWallet } from './createCosmosTestWallet.js'
import { type KeplrTestWalletApi, keplrKeystoreChangeEvent } from './keplrTestWalletApi.js'

/** The page's `window` as Keplr sees it: where it installs itself and dispatches its events. */
export type KeplrWindowTarget = Pick<EventTarget, 'dispatchEvent'> & {
  keplr?: KeplrTestWalletApi
  getOfflineSigner?: KeplrTestWalletApi['getOfflineSigner']
  getOfflineSignerOnlyAmino?: KeplrTestWalletApi['getOfflineSignerOnlyAmino']
  getOfflineSignerAuto?: KeplrTestWalletApi['getOfflineSignerAuto']
}

export type InjectCosmosTestWalletOptions = {
  /**
   * Where on `target` it installs: `keplr` (as Keplr, with its `getOfflineSigner*`
   * shortcuts) by default, or a key of its own (`latchCosmosTestWallet`), so that a page
   * lists it under its own name (adapter-cosmos's `walletNames`).
   */
  key?: string
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
  options: InjectCosmosTestWalletOptions = {},
): () => void {
  const { key = 'keplr' } = options
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
  const slots = target as unknown as Record<string, unknown>
  slots[key] = keplr
  // Keplr's shortcuts go with Keplr's place only: another key is a wallet of its own.
  if (key === 'keplr') {
    target.getOfflineSigner = keplr.getOfflineSigner
    target.getOfflineSignerOnlyAmino = keplr.getOfflineSignerOnlyAmino
    target.getOfflineSignerAuto = keplr.getOfflineSignerAuto
  }
  const unsubscribe = wallet.onKeystoreChange(() => {
    target.dispatchEvent(new Event(keplrKeystoreChangeEvent))
  })
  return () => {
    unsubscribe()
    if (slots[key] !== keplr) return
    delete slots[key]
    if (key !== 'keplr') return
    delete target.getOfflineSigner
    delete target.getOfflineSignerOnlyAmino
    delete target.getOfflineSignerAuto
  }
}
