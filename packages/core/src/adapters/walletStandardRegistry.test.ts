import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletStandardRegisterApi } from './walletStandardRegistry.js'

type Api = WalletStandardRegisterApi<object>

// The registry is one per page (per module): each test loads the module afresh on a page of
// its own, `window` being a bare EventTarget, which is all the handshake uses.
async function freshRegistry() {
  vi.resetModules()
  const { walletStandardRegistry } = await import('./walletStandardRegistry.js')
  return walletStandardRegistry<object>
}

/** A wallet as `registerWallet` of the standard does it: asks now, and again on app-ready. */
function installWallet(wallet: object) {
  const callback = ({ register }: Api) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<Api>).detail),
  )
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('walletStandardRegistry', () => {
  it('default: a wallet installed before the registry is in it, once', async () => {
    const before = { name: 'Before' }
    installWallet(before)
    const registry = (await freshRegistry())()
    expect(registry.get()).toEqual([before])
  })

  it('behavior: one registry for the page; a wallet installed later registers and is heard', async () => {
    const registryOf = await freshRegistry()
    const registry = registryOf()
    const heard: object[][] = []
    const stop = registry.on('register', (...wallets) => heard.push(wallets))
    const later = { name: 'Later' }
    installWallet(later)
    expect(registryOf()).toBe(registry)
    expect(registry.get()).toEqual([later])
    expect(heard).toEqual([[later]])
    stop()
    installWallet({ name: 'Unheard' })
    expect(heard).toHaveLength(1)
    expect(registry.get()).toHaveLength(2)
  })

  it('behavior: a wallet registered twice is listed once; unregistering is heard', async () => {
    const registry = (await freshRegistry())()
    const wallet = { name: 'Twice' }
    const gone: object[][] = []
    registry.on('unregister', (...wallets) => gone.push(wallets))
    const unregister = registry.register(wallet, wallet)
    expect(registry.register(wallet)).toBeTypeOf('function')
    expect(registry.get()).toEqual([wallet])
    unregister()
    unregister()
    expect(registry.get()).toEqual([])
    expect(gone).toEqual([[wallet]])
  })

  it("behavior: a wallet's or a listener's error keeps the others working", async () => {
    const registry = (await freshRegistry())()
    registry.on('register', () => {
      throw new Error('listener')
    })
    const heard: object[] = []
    registry.on('register', (...wallets) => heard.push(...wallets))
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: () => {
          throw new Error('wallet')
        },
      }),
    )
    const wallet = { name: 'Fine' }
    installWallet(wallet)
    expect(heard).toEqual([wallet])
  })
})
