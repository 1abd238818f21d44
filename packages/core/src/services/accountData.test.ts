import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NATIVE_BALANCE_CACHE_MS } from '../constants/time.js'
import { createStorage, type LatchStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { createAccountData } from './accountData.js'
import type { TokenBalance, Transaction } from './blockchainSchemas.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b8',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://x/usdc.png',
}
const broken: TokenBalance = { ...usdc, symbol: 'ZERO', quantity: { decimals: '0', numeric: '1' } }

function transaction(id: string, chain: string, spam: boolean[]): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      minedAt: '2026-11-01T00:00:00Z',
      chain,
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: spam.map((is_spam) => ({
      nft_info: { name: 'NFT', flags: { is_spam } },
      direction: 'in' as const,
      quantity: { numeric: '1' },
    })),
  }
}

const nativeFromChain: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

function setup(
  overrides: Partial<Parameters<typeof createAccountData>[0]['blockchain']> = {},
  readNativeBalance?: Parameters<typeof createAccountData>[0]['readNativeBalance'],
) {
  let clock = 1_000_000
  const blockchain = {
    getBalances: vi.fn(async () => ({ balances: [usdc, broken] })),
    getHistory: vi.fn(async () => ({ data: [], next: null })),
    getIdentity: vi.fn(async () => ({ name: 'alice.latch', avatar: null })),
    reverseLookup: vi.fn(async () => [{ name: 'alice.latch', addresses: {}, attributes: {} }]),
    ...overrides,
  }
  const showSnackbar = vi.fn()
  const onTransactionsError = vi.fn()
  const data = createAccountData({
    blockchain,
    storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
    showSnackbar,
    onTransactionsError,
    ...(readNativeBalance ? { readNativeBalance } : {}),
    now: () => clock,
  })
  return {
    data,
    blockchain,
    showSnackbar,
    onTransactionsError,
    advance: (ms: number) => (clock += ms),
  }
}

describe('createAccountData', () => {
  it('default: token balances drop zero-decimal entries and are cached 30 s', async () => {
    const { data, blockchain, advance } = setup()
    await expect(data.getTokenBalances('0xabc', 'eip155:1')).resolves.toEqual([usdc])
    advance(29_999)
    await data.getTokenBalances('0xabc', 'eip155:1')
    expect(blockchain.getBalances).toHaveBeenCalledTimes(1)
    advance(1)
    await data.getTokenBalances('0xabc', 'eip155:1')
    expect(blockchain.getBalances).toHaveBeenCalledTimes(2)
  })

  it('behavior: forcing skips the cache and asks the service to refresh', async () => {
    const { data, blockchain } = setup()
    await data.getTokenBalances('0xabc', 'eip155:1')
    await data.getTokenBalances('0xabc', 'eip155:1', { force: true })
    expect(blockchain.getBalances).toHaveBeenLastCalledWith('0xabc', {
      chainId: 'eip155:1',
      forceUpdate: 'true',
    })
  })

  it('behavior: a failure shows "Token Balance Unavailable" and blocks retries for 30 s', async () => {
    const { data, blockchain, showSnackbar, advance } = setup({
      getBalances: vi.fn(async () => Promise.reject(new Error('down'))),
    })
    await expect(data.getTokenBalances('0xabc', 'eip155:1')).resolves.toEqual([])
    expect(showSnackbar).toHaveBeenCalledWith('TOKEN_BALANCE_UNAVAILABLE')
    advance(29_999)
    await data.getTokenBalances('0xabc', 'eip155:1')
    expect(blockchain.getBalances).toHaveBeenCalledTimes(1)
    advance(1)
    await data.getTokenBalances('0xabc', 'eip155:1')
    expect(blockchain.getBalances).toHaveBeenCalledTimes(2)
  })

  it('behavior: while the service fails, the native balance is read from the chain, without the snackbar; the service is asked again after 30 s', async () => {
    const readNativeBalance = vi.fn(async () => nativeFromChain)
    const { data, blockchain, showSnackbar, advance } = setup(
      { getBalances: vi.fn(async () => Promise.reject(new Error('down'))) },
      readNativeBalance,
    )
    await expect(data.getTokenBalances('0xabc', 'eip155:1')).resolves.toEqual([nativeFromChain])
    expect(readNativeBalance).toHaveBeenCalledWith('0xabc', 'eip155:1')
    expect(showSnackbar).not.toHaveBeenCalled()
    // Cached like the service's balances.
    advance(29_999)
    await data.getTokenBalances('0xabc', 'eip155:1')
    expect(readNativeBalance).toHaveBeenCalledTimes(1)
    // Another account within the 30 s: from the chain, the service is not asked.
    await data.getTokenBalances('0xdef', 'eip155:1')
    expect(readNativeBalance).toHaveBeenCalledTimes(2)
    expect(blockchain.getBalances).toHaveBeenCalledTimes(1)
    advance(1)
    vi.mocked(blockchain.getBalances).mockResolvedValueOnce({ balances: [usdc] })
    await expect(data.getTokenBalances('0xabc', 'eip155:1')).resolves.toEqual([usdc])
    expect(blockchain.getBalances).toHaveBeenCalledTimes(2)
  })

  it('behavior: when the chain cannot be read either, "Token Balance Unavailable"', async () => {
    const { data, showSnackbar } = setup(
      { getBalances: vi.fn(async () => Promise.reject(new Error('down'))) },
      vi.fn(async () => Promise.reject(new Error('rpc down'))),
    )
    await expect(data.getTokenBalances('0xabc', 'eip155:1')).resolves.toEqual([])
    expect(showSnackbar).toHaveBeenCalledWith('TOKEN_BALANCE_UNAVAILABLE')
  })

  it('behavior: an unsupported namespace has a balance of 0.00, without asking or a snackbar (SPEC.md §9)', async () => {
    const { data, blockchain, showSnackbar } = setup()
    // Every namespace of Latch has balances now: a CAIP-2 id of another one (Near's).
    await expect(data.getTokenBalances('alice.near', 'near:mainnet')).resolves.toEqual([
      {
        name: '',
        symbol: '',
        chainId: 'near:mainnet',
        quantity: { decimals: '0', numeric: '0.00' },
        iconUrl: '',
      },
    ])
    expect(blockchain.getBalances).not.toHaveBeenCalled()
    expect(showSnackbar).not.toHaveBeenCalled()
  })

  it('behavior: transactions keep the active chain and drop all-spam ones', async () => {
    const { data } = setup({
      getHistory: vi.fn(async () => ({
        data: [
          transaction('ok', 'eip155:1', [false]),
          transaction('mixed', 'eip155:1', [true, false]),
          transaction('spam', 'eip155:1', [true, true]),
          transaction('other', 'eip155:10', [false]),
        ],
        next: 'cursor-2',
      })),
    })
    const page = await data.getTransactions('0xabc', 'eip155:1')
    expect(page.data.map((item) => item.id)).toEqual(['ok', 'mixed'])
    expect(page.next).toBe('cursor-2')
  })

  it('behavior: a failed history shows "Failed to fetch transactions" with an empty list', async () => {
    const error = new Error('down')
    const { data, showSnackbar, onTransactionsError } = setup({
      getHistory: vi.fn(async () => Promise.reject(error)),
    })
    await expect(data.getTransactions('0xabc', 'eip155:1')).resolves.toEqual({
      data: [],
      next: null,
    })
    expect(showSnackbar).toHaveBeenCalledWith('TRANSACTIONS_FETCH_FAILED')
    expect(onTransactionsError).toHaveBeenCalledWith(error, 'eip155:1')
  })

  it('behavior: identity and names are cached 5 minutes', async () => {
    const { data, blockchain, advance } = setup()
    await data.getIdentity('0xabc')
    await data.getNames('0xabc')
    advance(5 * 60_000 - 1)
    await expect(data.getIdentity('0xabc')).resolves.toEqual({ name: 'alice.latch', avatar: null })
    await expect(data.getNames('0xabc')).resolves.toEqual(['alice.latch'])
    expect(blockchain.getIdentity).toHaveBeenCalledTimes(1)
    expect(blockchain.reverseLookup).toHaveBeenCalledTimes(1)
    advance(1)
    await data.getIdentity('0xabc')
    await data.getNames('0xabc')
    expect(blockchain.getIdentity).toHaveBeenCalledTimes(2)
    expect(blockchain.reverseLookup).toHaveBeenCalledTimes(2)
  })

  it('behavior: a failed name lookup is "Error fetching names for address"', async () => {
    const { data } = setup({ reverseLookup: vi.fn(async () => Promise.reject(new Error('x'))) })
    await expect(data.getNames('0xabc')).rejects.toThrowError('Error fetching names for address')
  })

  it('behavior: after a send the balances of that account are fetched again', async () => {
    const { data, blockchain } = setup()
    await data.getTokenBalances('0xabc', 'eip155:1')
    await data.getTokenBalances('0xabc', 'eip155:10')
    await data.getTokenBalances('0xdef', 'eip155:1')
    data.invalidateBalances('0xabc')
    await data.getTokenBalances('0xabc', 'eip155:1')
    await data.getTokenBalances('0xabc', 'eip155:10')
    await data.getTokenBalances('0xdef', 'eip155:1')
    expect(vi.mocked(blockchain.getBalances).mock.calls.map(([address]) => address)).toEqual([
      '0xabc',
      '0xabc',
      '0xdef',
      '0xabc',
      '0xabc',
    ])
    // Read anew once, past the service's own caches (its prices move with a swap).
    expect(
      vi.mocked(blockchain.getBalances).mock.calls.map(([, query]) => query.forceUpdate),
    ).toEqual([undefined, undefined, undefined, 'true', 'true'])
    await data.getTokenBalances('0xabc', 'eip155:1', { force: false })
    expect(vi.mocked(blockchain.getBalances)).toHaveBeenCalledTimes(5)
  })

  it('behavior: a registered name comes first among the names, and the identity is read again', async () => {
    const { data, blockchain } = setup()
    await data.getNames('0xabc')
    await data.getIdentity('0xabc')
    data.addName('0xabc', 'ada.latch')
    data.addName('0xabc', 'ada.latch')
    await expect(data.getNames('0xabc')).resolves.toEqual(['ada.latch', 'alice.latch'])
    expect(blockchain.reverseLookup).toHaveBeenCalledTimes(1)
    await data.getIdentity('0xabc')
    expect(blockchain.getIdentity).toHaveBeenCalledTimes(2)
  })
})

describe('createAccountData: the persisted native balance (SPEC.md §3 balance cache, §9 30 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  const ether: TokenBalance = { ...nativeFromChain, value: 3000, price: 2000 }
  // One page's account data over the storage pages of the site share; the clock is faked.
  function page(
    storage: LatchStorage,
    blockchain: Partial<Parameters<typeof createAccountData>[0]['blockchain']> = {},
    readNativeBalance?: Parameters<typeof createAccountData>[0]['readNativeBalance'],
  ) {
    return createAccountData({
      blockchain: {
        getBalances: vi.fn(async () => ({ balances: [ether, usdc] })),
        getHistory: vi.fn(),
        getIdentity: vi.fn(),
        reverseLookup: vi.fn(),
        ...blockchain,
      },
      storage,
      showSnackbar: () => {},
      ...(readNativeBalance ? { readNativeBalance } : {}),
    })
  }
  const newStorage = () => createStorage({ backend: memoryBackend(), warn: () => {} })

  it('behavior: a balance read is there at once for the next page, for 30 s', async () => {
    const storage = newStorage()
    expect(page(storage).cachedBalance('0xabc', 'eip155:1')).toBeUndefined()
    await page(storage).getTokenBalances('0xabc', 'eip155:1')
    // A reload: a new page, nothing fetched yet.
    const next = page(storage)
    expect(next.cachedBalance('0xabc', 'eip155:1')).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(next.cachedBalance('0xabc', 'eip155:10')).toBeUndefined()
    expect(next.cachedBalance('0xdef', 'eip155:1')).toBeUndefined()
    vi.advanceTimersByTime(NATIVE_BALANCE_CACHE_MS - 1)
    expect(next.cachedBalance('0xabc', 'eip155:1')).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(next.cachedBalance('0xabc', 'eip155:1')).toBeUndefined()
  })

  it('behavior: while the service fails, a native balance read within 30 s stands in for the chain', async () => {
    const storage = newStorage()
    const down = { getBalances: vi.fn(async () => Promise.reject(new Error('down'))) }
    await page(storage).getTokenBalances('0xabc', 'eip155:1')
    const readNativeBalance = vi.fn(async () => ({
      ...nativeFromChain,
      quantity: { decimals: '18', numeric: '0.5' },
    }))
    const [cached] = await page(storage, down, readNativeBalance).getTokenBalances(
      '0xabc',
      'eip155:1',
    )
    expect(cached?.quantity.numeric).toBe('1.5')
    expect(readNativeBalance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(NATIVE_BALANCE_CACHE_MS)
    const [read] = await page(storage, down, readNativeBalance).getTokenBalances(
      '0xabc',
      'eip155:1',
    )
    expect(read?.quantity.numeric).toBe('0.5')
    expect(readNativeBalance).toHaveBeenCalledTimes(1)
    // What the chain said is remembered in turn.
    expect(page(storage).cachedBalance('0xabc', 'eip155:1')?.balance).toBe('0.5')
  })

  it('behavior: after a send the persisted balance of that account is forgotten', async () => {
    const storage = newStorage()
    const data = page(storage)
    await data.getTokenBalances('0xabc', 'eip155:1')
    await data.getTokenBalances('0xdef', 'eip155:1')
    data.invalidateBalances('0xabc')
    expect(data.cachedBalance('0xabc', 'eip155:1')).toBeUndefined()
    expect(data.cachedBalance('0xdef', 'eip155:1')).toBeDefined()
  })
})
