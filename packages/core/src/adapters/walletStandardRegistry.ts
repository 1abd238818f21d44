// The app's side of the Wallet Standard's handshake, for the adapters whose wallets register
// through it (Solana, Bitcoin). Latch's own rather than `getWallets()` of `@wallet-standard/app`:
// that package's chunk (about 1 KB gzip) is a page's first bytes on a Solana page, which finds
// its wallets once idle, and this is the part of it that discovery uses.

/** What a wallet registers itself with: the detail of `wallet-standard:app-ready`. */
export type WalletStandardRegisterApi<Wallet> = {
  /** Adds wallets; the function returned removes them again. */
  register(...wallets: Wallet[]): () => void
}

/** The page's registered wallets, as `getWallets()` of `@wallet-standard/app` gives them. */
export type WalletStandardRegistry<Wallet> = WalletStandardRegisterApi<Wallet> & {
  get(): readonly Wallet[]
  /** Hears of wallets that register or unregister from now on; returns what stops it. */
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

type Listener = (...wallets: object[]) => void

/** Runs another party's code (a wallet's, a listener's): its failure is its own. */
function guarded(run: () => void) {
  try {
    run()
  } catch {
    // A broken wallet or listener must not keep the others from registering or hearing.
  }
}

function createRegistry(): WalletStandardRegistry<object> {
  const registered = new Set<object>()
  let listed: readonly object[] | undefined
  const listeners = { register: new Set<Listener>(), unregister: new Set<Listener>() }
  const emit = (event: keyof typeof listeners, wallets: object[]) => {
    for (const listener of [...listeners[event]]) guarded(() => listener(...wallets))
  }
  const register = (...wallets: object[]) => {
    const added = [...new Set(wallets)].filter((wallet) => !registered.has(wallet))
    for (const wallet of added) registered.add(wallet)
    if (added.length) {
      listed = undefined
      emit('register', added)
    }
    return () => {
      const removed = added.filter((wallet) => registered.delete(wallet))
      if (!removed.length) return
      listed = undefined
      emit('unregister', removed)
    }
  }
  const api: WalletStandardRegisterApi<object> = Object.freeze({ register })
  const target = globalThis.window as EventTarget | undefined
  if (target) {
    // Wallets that loaded first asked with `register-wallet` and wait for `app-ready`; those
    // that load later ask with `register-wallet`, which is heard from now on.
    target.addEventListener('wallet-standard:register-wallet', (event) => {
      const callback = (event as CustomEvent<unknown>).detail
      if (typeof callback === 'function') guarded(() => callback(api))
    })
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  }
  return {
    register,
    get: () => {
      listed ??= [...registered]
      return listed
    },
    on(event, listener) {
      const heard = listeners[event]
      const own: Listener = (...wallets) => listener(...wallets)
      heard.add(own)
      return () => heard.delete(own)
    },
  }
}

let registry: WalletStandardRegistry<object> | undefined

/**
 * The page's Wallet Standard registry: one for the page, made (and announced to its wallets
 * with `wallet-standard:app-ready`) on the first call. A wallet that registers before or after
 * is in `get()`; `on` hears of the later ones.
 *
 * @example
 * const wallets = walletStandardRegistry<Wallet>()
 * wallets.get().filter(isSolanaWallet)
 */
export function walletStandardRegistry<Wallet extends object>(): WalletStandardRegistry<Wallet> {
  registry ??= createRegistry()
  return registry as WalletStandardRegistry<Wallet>
}
