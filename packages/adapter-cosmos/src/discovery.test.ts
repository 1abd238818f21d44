import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverCosmosWallets } from './discovery.js'
import { fakeKeplr } from './testing/fakeKeplr.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('discoverCosmosWallets', () => {
  it('default: Keplr, Leap and Cosmostation where each injects, named by Latch', () => {
    const keplr = fakeKeplr().keplr
    const leap = fakeKeplr().keplr
    const cosmostation = fakeKeplr().keplr
    const { wallets, stop } = discoverCosmosWallets(
      { keplr, leap, cosmostation: { providers: { keplr: cosmostation } } },
      () => {},
    )
    stop()
    expect(wallets().map(({ connector }) => connector)).toEqual([
      { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' },
      { id: 'leap', name: 'Leap', type: 'INJECTED', chain: 'cosmos' },
      { id: 'cosmostation', name: 'Cosmostation', type: 'INJECTED', chain: 'cosmos' },
    ])
    expect(wallets()[1]?.wallet.keplr).toBe(leap)
  })

  it('parameters: walletNames lists the site’s own wallets at their key, under the site’s name', () => {
    const own = fakeKeplr().keplr
    const { wallets, stop } = discoverCosmosWallets(
      { latchCosmosTestWallet: own, mine: { not: 'a wallet' } },
      () => {},
      // A known id keeps Latch's name; a key with nothing Keplr-shaped lists nothing.
      { latchCosmosTestWallet: 'Latch Cosmos Test Wallet', mine: 'Mine', keplr: 'Not Keplr' },
    )
    stop()
    expect(wallets().map(({ connector }) => connector)).toEqual([
      {
        id: 'latchCosmosTestWallet',
        name: 'Latch Cosmos Test Wallet',
        type: 'INJECTED',
        chain: 'cosmos',
      },
    ])
    expect(wallets()[0]?.wallet.keplr).toBe(own)
  })

  it('behavior: an entry without the functions, or one that throws, is no wallet', () => {
    const { keplr } = fakeKeplr()
    const page = {
      keplr: { ...keplr, getKey: 'not a function', name: '<img src=x onerror=alert(1)>' },
      get leap(): unknown {
        throw new Error('a getter of the page')
      },
      cosmostation: { providers: null },
    }
    const { wallets, stop } = discoverCosmosWallets(page, () => {})
    stop()
    expect(wallets()).toEqual([])
    expect(discoverCosmosWallets(undefined, () => {}).wallets()).toEqual([])
  })

  it('behavior: Leap answering as window.keplr too is listed once, as Leap', () => {
    const { keplr: leap } = fakeKeplr()
    const { wallets, stop } = discoverCosmosWallets({ keplr: leap, leap }, () => {})
    stop()
    expect(wallets().map(({ connector }) => connector.name)).toEqual(['Leap'])
  })

  it('behavior: a wallet that injects late is reported within the 3 s window, not after', () => {
    vi.useFakeTimers()
    const page: Record<string, unknown> = {}
    const onChange = vi.fn()
    const { wallets } = discoverCosmosWallets(page, onChange)
    page.keplr = fakeKeplr().keplr
    vi.advanceTimersByTime(250)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(wallets().map(({ connector }) => connector.id)).toEqual(['keplr'])
    vi.advanceTimersByTime(3_000)
    page.leap = fakeKeplr().keplr
    vi.advanceTimersByTime(1_000)
    expect(onChange).toHaveBeenCalledTimes(1)
    // Listed all the same the next time the connectors are read.
    expect(wallets().map(({ connector }) => connector.id)).toEqual(['keplr', 'leap'])
  })
})
