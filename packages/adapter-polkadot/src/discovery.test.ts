import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverPolkadotExtensions } from './discovery.js'

const entry = () => ({ version: '0.62.1', enable: vi.fn() })
const found = (target: Record<string, unknown> | undefined) =>
  discoverPolkadotExtensions(target, () => {})
    .wallets()
    .map(({ connector }) => connector)

afterEach(() => {
  vi.useRealTimers()
})

describe('discoverPolkadotExtensions', () => {
  it('default: every valid entry of injectedWeb3, known keys by their names', () => {
    const injectedWeb3 = {
      'polkadot-js': entry(),
      talisman: entry(),
      'subwallet-js': entry(),
      enkrypt: entry(),
      'my-wallet': entry(),
    }
    expect(found({ injectedWeb3 })).toEqual([
      { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
      { id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot' },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', chain: 'polkadot' },
      { id: 'enkrypt', name: 'Enkrypt', type: 'INJECTED', chain: 'polkadot' },
      // Unknown: its key, which passed the key check, is all the page says that is shown.
      { id: 'my-wallet', name: 'my-wallet', type: 'INJECTED', chain: 'polkadot' },
    ])
  })

  it("parameters: the site's names for keys it knows come before Latch's list and the key", () => {
    const injectedWeb3 = { 'latch-test-wallet': entry(), talisman: entry(), other: entry() }
    const names = { 'latch-test-wallet': 'Latch Polkadot Test Wallet', talisman: 'Talisman (ours)' }
    const listed = discoverPolkadotExtensions({ injectedWeb3 }, () => {}, names)
      .wallets()
      .map(({ connector }) => connector.name)
    expect(listed).toEqual(['Latch Polkadot Test Wallet', 'Talisman (ours)', 'other'])
    // Only the site's own names: nothing inherited by the object counts.
    expect(found({ injectedWeb3: { toString: entry() } })).toMatchObject([{ name: 'toString' }])
  })

  it('behavior: Nova Wallet injects as polkadot-js and is named after itself', () => {
    const target = {
      injectedWeb3: { 'polkadot-js': entry() },
      walletExtension: { isNovaWallet: true },
    }
    expect(found(target)).toMatchObject([{ id: 'polkadot-js', name: 'Nova Wallet' }])
  })

  it('behavior: malformed entries never reach the modal', () => {
    const throwing = {}
    Object.defineProperty(throwing, 'enable', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    const injectedWeb3 = {
      '<img src=x onerror=alert(1)>': entry(),
      'has space': entry(),
      ['x'.repeat(49)]: entry(),
      'no-enable': { version: '1.0.0' },
      'enable-not-function': { version: '1.0.0', enable: 'yes' },
      'no-version': { enable: vi.fn() },
      'numeric-version': { version: 1, enable: vi.fn() },
      'long-version': { version: '1'.repeat(33), enable: vi.fn() },
      'null-entry': null,
      'string-entry': 'polkadot',
      throwing,
      talisman: entry(),
    }
    expect(found({ injectedWeb3 }).map((connector) => connector.id)).toEqual(['talisman'])
  })

  it('behavior: no injectedWeb3, one that is not an object, or no window: nothing', () => {
    expect(found(undefined)).toEqual([])
    expect(found({})).toEqual([])
    expect(found({ injectedWeb3: 'x' })).toEqual([])
    const hostile = {}
    Object.defineProperty(hostile, 'injectedWeb3', {
      get() {
        throw new Error('boom')
      },
    })
    expect(found(hostile)).toEqual([])
  })

  it('behavior: an extension that injects late is listed, and onChange says so while discovery looks', () => {
    vi.useFakeTimers()
    const injectedWeb3: Record<string, unknown> = {}
    const onChange = vi.fn()
    const discovery = discoverPolkadotExtensions({ injectedWeb3 }, onChange)
    expect(discovery.wallets()).toEqual([])
    injectedWeb3.talisman = entry()
    // Listed the next time anyone asks, before the poll.
    expect(discovery.wallets().map(({ connector }) => connector.id)).toEqual(['talisman'])
    vi.advanceTimersByTime(250)
    expect(onChange).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(onChange).toHaveBeenCalledTimes(1)
    // After 3 s, discovery stops looking on its own; a later one is found when asked.
    vi.advanceTimersByTime(2_000)
    injectedWeb3['subwallet-js'] = entry()
    vi.advanceTimersByTime(1_000)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(discovery.wallets()).toHaveLength(2)
  })
})
