import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/time.js'
import type { Wallet } from '../storage/schemas.js'
import type { GetWalletsParameters } from './configService.js'
import type { RequestOptions } from './serviceClient.js'
import { createWalletRegistry, type WalletRegistryParameters } from './walletRegistry.js'

const wallet = (id: string, rdns?: string): Wallet => ({
  id,
  name: `Wallet ${id}`,
  ...(rdns ? { rdns } : {}),
})

function setup(
  data: Wallet[] = [],
  parameters: Partial<Omit<WalletRegistryParameters, 'getWallets'>> = {},
) {
  const getWallets = vi.fn(async (_query: GetWalletsParameters, _options?: RequestOptions) => ({
    data,
    count: 120,
  }))
  const registry = createWalletRegistry({
    getWallets,
    chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    installedRdns: () => new Set(['io.metamask']),
    ...parameters,
  })
  const query = (call = 0) => getWallets.mock.calls[call]?.[0]
  return { registry, getWallets, query }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletRegistry', () => {
  describe('featured', () => {
    it('default: no featured ids, no wallets and no request', async () => {
      const { registry, getWallets } = setup([wallet('a')])
      await expect(registry.featured()).resolves.toEqual([])
      expect(getWallets).not.toHaveBeenCalled()
    })

    it("behavior: the featured ids, in the site's order, marked installed by rdns", async () => {
      const { registry, query } = setup([wallet('b'), wallet('a', 'io.metamask')], {
        featuredWalletIds: ['a', 'missing', 'b'],
        excludeWalletIds: ['x'],
      })
      const featured = await registry.featured()
      expect(featured.map(({ id, installed }) => [id, installed])).toEqual([
        ['a', true],
        ['b', false],
      ])
      expect(query()).toEqual({ page: 1, entries: 3, include: ['a', 'missing', 'b'] })
    })
  })

  describe('recommended', () => {
    it('behavior: leaves out featured, excluded and installed wallets, four at most', async () => {
      const listed = [
        wallet('r1'),
        wallet('mm', 'io.metamask'),
        wallet('r2'),
        wallet('r3'),
        wallet('r4'),
      ]
      const { registry, query } = setup(listed, {
        featuredWalletIds: ['f1'],
        excludeWalletIds: ['x1'],
        includeWalletIds: ['r1', 'r2', 'r3', 'r4', 'mm'],
      })
      const recommended = await registry.recommended()
      expect(recommended.map(({ id }) => id)).toEqual(['r1', 'r2', 'r3', 'r4'])
      expect(recommended.every(({ installed }) => installed === false)).toBe(true)
      // One wallet of this browser may be among them: one more is asked for.
      expect(query()).toEqual({
        page: 1,
        entries: 5,
        include: ['r1', 'r2', 'r3', 'r4', 'mm'],
        exclude: ['x1', 'f1'],
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      })
    })

    it('behavior: nothing to leave out sends no exclude', async () => {
      const { registry, query } = setup([wallet('r1')], {
        installedRdns: () => new Set(),
        chains: [],
      })
      await registry.recommended()
      expect(query()).toEqual({ page: 1, entries: 4 })
    })
  })

  describe('page', () => {
    it('default: 40 wallets of the page with the count, include, exclude and chains', async () => {
      const { registry, query } = setup([wallet('a', 'io.metamask'), wallet('b', 'com.other')], {
        includeWalletIds: ['a', 'b'],
        excludeWalletIds: ['c'],
      })
      const { wallets, count } = await registry.page(3)
      expect(count).toBe(120)
      expect(wallets.map(({ id, installed }) => [id, installed])).toEqual([
        ['a', true],
        ['b', false],
      ])
      expect(query()).toEqual({
        page: 3,
        entries: 40,
        include: ['a', 'b'],
        exclude: ['c'],
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      })
    })

    it("behavior: the caller's signal reaches the request", async () => {
      const { registry, getWallets } = setup()
      const controller = new AbortController()
      await registry.page(1, controller.signal)
      expect(getWallets.mock.calls[0]?.[1]).toEqual({ signal: controller.signal })
    })
  })

  describe('search', () => {
    it('default: 100 entries for the query, never before 300 ms', async () => {
      vi.useFakeTimers()
      const { registry, query } = setup([wallet('a')])
      const settled = vi.fn()
      void registry.search('meta').then(settled)
      await vi.advanceTimersByTimeAsync(299)
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toHaveBeenCalledWith({
        wallets: [{ ...wallet('a'), installed: false }],
        count: 120,
      })
      expect(query()).toMatchObject({ page: 1, entries: 100, search: 'meta' })
    })

    it('behavior: an abort while waiting rejects with an AbortError at once', async () => {
      vi.useFakeTimers()
      const { registry } = setup([wallet('a')])
      const controller = new AbortController()
      const result = registry.search('meta', controller.signal)
      const rejected = expect(result).rejects.toMatchObject({ name: 'AbortError' })
      await vi.advanceTimersByTimeAsync(100)
      controller.abort()
      await rejected
    })

    it('behavior: an already aborted signal rejects with an AbortError', async () => {
      const { registry } = setup([wallet('a')])
      const controller = new AbortController()
      controller.abort(new Error('gone'))
      await expect(registry.search('meta', controller.signal)).rejects.toMatchObject({
        name: 'AbortError',
      })
    })

    it('behavior: a failed listing rejects with its error', async () => {
      const failure = new Error('Could not reach the service')
      const { registry, getWallets } = setup()
      getWallets.mockRejectedValueOnce(failure)
      await expect(registry.search('meta')).rejects.toBe(failure)
    })
  })

  describe('on a phone (SPEC.md §5)', () => {
    const phoneWallets: Wallet[] = [
      { ...wallet('metamask'), mobile_link: 'metamask://' },
      wallet('frame'),
      wallet('coinbase'),
      wallet('phantom'),
      wallet('solflare'),
    ]
    const ids = (wallets: readonly Wallet[]) => wallets.map(({ id }) => id)

    it('behavior: only wallets with a mobile link, plus the exchange-operated wallet', async () => {
      const { registry } = setup(phoneWallets, {
        mobile: true,
        activeNamespace: () => 'eip155',
      })
      const { wallets, count } = await registry.page(1)
      expect(ids(wallets)).toEqual(['metamask', 'coinbase'])
      // The three left out of this page are not counted.
      expect(count).toBe(117)
    })

    it('behavior: on solana, the two solana wallets too', async () => {
      const { registry } = setup(phoneWallets, {
        mobile: true,
        activeNamespace: () => 'solana',
      })
      expect(ids((await registry.page(1)).wallets)).toEqual([
        'metamask',
        'coinbase',
        'phantom',
        'solflare',
      ])
    })

    it('default: a desktop lists every wallet', async () => {
      const { registry } = setup(phoneWallets)
      expect(ids((await registry.page(1)).wallets)).toEqual(ids(phoneWallets))
    })
  })

  describe('images of a page (SPEC.md §9)', () => {
    const pictured = Array.from({ length: 25 }, (_, index) => ({
      ...wallet(`w${index}`),
      image_url: `https://img.example/w${index}.png`,
    }))

    it('behavior: the first 20 images are loaded before the page resolves', async () => {
      const loaded: string[] = []
      const { registry } = setup(pictured, {
        preloadImage: async (url) => {
          loaded.push(url)
        },
      })
      await registry.page(1)
      expect(loaded).toEqual(pictured.slice(0, 20).map((listed) => listed.image_url))
    })

    it('behavior: images still loading after 2 s do not hold the page', async () => {
      vi.useFakeTimers()
      const { registry } = setup(pictured, { preloadImage: () => new Promise(() => {}) })
      const resolved = vi.fn()
      void registry.page(1).then(resolved)
      await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
      expect(resolved).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(resolved).toHaveBeenCalledWith(expect.objectContaining({ count: 120 }))
    })
  })
})
