// Test-only: the two ways a page's apps find a wallet-standard wallet, played by a test (in
// a DOM environment such as happy-dom).
import type { Wallet } from '@wallet-standard/base'

type Registrar = { register(...wallets: Wallet[]): () => void }

const registrar = (found: Wallet[]): Registrar => ({
  register: (...wallets) => {
    found.push(...wallets)
    return () => {}
  },
})

/** The wallets that answer an app announcing `wallet-standard:app-ready` now. */
function walletsAnsweringAppReady(): Wallet[] {
  const found: Wallet[] = []
  const appReady = new Event('wallet-standard:app-ready')
  Object.defineProperty(appReady, 'detail', { value: registrar(found) })
  window.dispatchEvent(appReady)
  return found
}

/**
 * Runs `register` while an app listens for `wallet-standard:register-wallet`, then plays an
 * app that loads later and announces `wallet-standard:app-ready`: the wallets each app got,
 * besides those already on the page (test files sharing a worker share its window, and a
 * wallet registered there answers every later app).
 *
 * @example
 * expect(walletsFoundByApps(() => registerWallet(wallet))).toEqual({
 *   early: [wallet],
 *   late: [wallet],
 * })
 */
export function walletsFoundByApps(register: () => void): { early: Wallet[]; late: Wallet[] } {
  const before = new Set(walletsAnsweringAppReady())
  const early: Wallet[] = []
  const listen = (event: Event) =>
    (event as CustomEvent<(api: Registrar) => void>).detail(registrar(early))
  window.addEventListener('wallet-standard:register-wallet', listen)
  try {
    register()
  } finally {
    window.removeEventListener('wallet-standard:register-wallet', listen)
  }
  const late = walletsAnsweringAppReady().filter((wallet) => !before.has(wallet))
  return { early, late }
}
