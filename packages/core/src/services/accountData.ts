import { parseCaipNetworkId } from '../caip/caipNetworkId.js'
import {
  BALANCE_RETRY_MIN_MS,
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  PORTFOLIO_BALANCE_CACHE_MS,
} from '../constants/time.js'
import { NameError } from '../errors/names.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import { forgetCachedBalances, readCachedBalance, writeCachedBalance } from './balanceCache.js'
import type { Identity, TokenBalance, Transaction } from './blockchainSchemas.js'
import type { BlockchainService } from './blockchainService.js'

/**
 * Namespaces whose balances the blockchain service knows: SPEC.md §6's eip155 and solana,
 * bip122, which latch-server reads from the chain's Esplora API (issue 18), polkadot, from
 * the chain's JSON-RPC (issue 19), and cosmos, from the chain's CometBFT RPC (issue 20).
 */
export const balanceNamespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const

export type AccountDataParameters = {
  blockchain: Pick<
    BlockchainService,
    'getBalances' | 'getHistory' | 'getIdentity' | 'reverseLookup'
  >
  storage: LatchStorage
  showSnackbar: (code: SnackbarCode) => void
  /**
   * The native balance of an account read from its chain (through the namespace's adapter),
   * for when the blockchain service cannot give balances; `undefined` when nothing can read it.
   */
  readNativeBalance?: (address: string, chainId: string) => Promise<TokenBalance | undefined>
  /**
   * The site's network of a CAIP-2 id: whether it is a testnet and what its coin is called,
   * for the 0.00 balance of SPEC.md §9.
   */
  findNetwork?: (chainId: string) => CaipNetwork | undefined
  /** Reported when the transactions could not be fetched (analytics ERROR_FETCH_TRANSACTIONS). */
  onTransactionsError?: (error: unknown, chainId: string) => void
  now?: () => number
}

/** SPEC.md §5: a transaction whose every transfer is flagged spam is dropped. */
function isSpam(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/**
 * The balance of SPEC.md §9 for testnets and namespaces the service does not know: the
 * network's coin at 0.00, not an error (the coin's name and symbol when the site has that
 * network, blank when it has not).
 */
function zeroBalance(chainId: string, network: CaipNetwork | undefined): TokenBalance {
  return {
    name: network?.nativeCurrency.name ?? '',
    symbol: network?.nativeCurrency.symbol ?? '',
    chainId,
    quantity: { decimals: String(network?.nativeCurrency.decimals ?? 0), numeric: '0.00' },
    iconUrl: '',
  }
}

/**
 * The account's data with the rules of SPEC.md §5, §8 and §9 on top of the blockchain
 * service: token balances cached 30 s; when the service fails it is not asked again for 30 s,
 * and meanwhile the native balance is read from the chain (`readNativeBalance`), "Token
 * Balance Unavailable" only when that cannot be read either (on a testnet, and for a
 * namespace the service does not know, the balance is 0.00 instead: no error); the native
 * balance persisted 30 s (`cachedBalance`, also read in place of the chain's); transactions filtered (spam,
 * other chains) and an empty list on failure; identity and names cached 5 minutes in storage.
 */
export function createAccountData({
  blockchain,
  storage,
  showSnackbar,
  readNativeBalance,
  findNetwork = () => undefined,
  onTransactionsError = () => {},
  now = Date.now,
}: AccountDataParameters) {
  const portfolio = new Map<string, { at: number; balances: TokenBalance[] }>()
  /** Balances the account changed since they were read: the next read asks the service anew. */
  const stale = new Set<string>()
  let balancesBlockedUntil = 0

  /** Persists the native balance among `balances` (SPEC.md §3 "balance cache"). */
  function remember(address: string, chainId: string, balances: readonly TokenBalance[]) {
    const native = balances.find((balance) => balance.address === undefined)
    if (!native) return
    const cached = { balance: native.quantity.numeric, symbol: native.symbol }
    writeCachedBalance(storage, address, chainId, cached, now())
  }

  /** The native balance as persisted, while fresh, in the shape the service lists it. */
  function fromCache(address: string, chainId: string): TokenBalance | undefined {
    const cached = readCachedBalance(storage, address, chainId, now())
    if (!cached) return undefined
    const currency = findNetwork(chainId)?.nativeCurrency
    return {
      name: currency?.name ?? cached.symbol,
      symbol: cached.symbol,
      chainId,
      quantity: { decimals: String(currency?.decimals ?? 0), numeric: cached.balance },
      iconUrl: '',
    }
  }

  /**
   * The native balance from the chain, cached like the service's; `undefined` if unread. One
   * read within the last 30 s (SPEC.md §9 native balance cache), by this page or an earlier
   * one, stands in for the chain.
   */
  async function fromChain(address: string, chainId: string, key: string) {
    // Not cached again: it goes stale when the first read does.
    const cached = fromCache(address, chainId)
    if (cached) return [cached]
    const native = await readNativeBalance?.(address, chainId).catch(() => undefined)
    if (!native) return undefined
    const balances = [native]
    portfolio.set(key, { at: now(), balances })
    remember(address, chainId, balances)
    return balances
  }

  return {
    /**
     * Token balances of `address` on `chainId` (CAIP-2); never throws. Read from the chain,
     * only the native balance is known, without a price.
     */
    async getTokenBalances(address: string, chainId: string, options: { force?: boolean } = {}) {
      const key = `${chainId}:${address}`
      const cached = portfolio.get(key)
      // After the account changed (`invalidateBalances`), the service is asked to read anew.
      const force = options.force || stale.has(key)
      if (!force && cached && now() - cached.at < PORTFOLIO_BALANCE_CACHE_MS) {
        return cached.balances
      }
      const network = findNetwork(chainId)
      // SPEC.md §9: a testnet's balance the service cannot give is 0.00, not unavailable. The
      // service is still asked first: one may serve testnets (latch-server reads the demo's
      // local chains, all testnets, and their real balances must show).
      const unavailable = () => {
        if (network?.testnet) return [zeroBalance(chainId, network)]
        showSnackbar('TOKEN_BALANCE_UNAVAILABLE')
        return []
      }
      const { namespace } = parseCaipNetworkId(chainId)
      // SPEC.md §9: a namespace the service does not know has a balance of 0.00, unasked.
      if (!(balanceNamespaces as readonly string[]).includes(namespace)) {
        return [zeroBalance(chainId, network)]
      }
      if (now() < balancesBlockedUntil) {
        // Within the 30 s the snackbar has already said it; a testnet still says 0.00.
        return (
          (await fromChain(address, chainId, key)) ??
          (network?.testnet ? [zeroBalance(chainId, network)] : [])
        )
      }
      try {
        const { balances } = await blockchain.getBalances(address, {
          chainId,
          ...(force ? { forceUpdate: 'true' } : {}),
        })
        stale.delete(key)
        // SPEC.md §5: entries with zero decimals are dropped.
        const usable = balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
        // A testnet the service lists no coin for (as it does for testnets it does not
        // serve) holds 0.00 of it (SPEC.md §9).
        if (network?.testnet && !usable.some((balance) => balance.address === undefined)) {
          usable.unshift(zeroBalance(chainId, network))
        }
        portfolio.set(key, { at: now(), balances: usable })
        remember(address, chainId, usable)
        return usable
      } catch {
        balancesBlockedUntil = now() + BALANCE_RETRY_MIN_MS
        return (await fromChain(address, chainId, key)) ?? unavailable()
      }
    },

    /**
     * The native balance of `address` on `chainId` as last read, by this page or an earlier
     * one, within the last 30 s; at once, for a first paint before the balances load.
     */
    cachedBalance(address: string, chainId: string) {
      return readCachedBalance(storage, address, chainId, now())
    },

    /** One page of activity on the active chain; an empty page when it cannot be fetched. */
    async getTransactions(account: string, chainId: string, cursor?: string) {
      try {
        const page = await blockchain.getHistory(account, {
          chainId,
          ...(cursor ? { cursor } : {}),
        })
        return {
          data: page.data.filter(
            (transaction) => transaction.metadata.chain === chainId && !isSpam(transaction),
          ),
          next: page.next,
        }
      } catch (error) {
        showSnackbar('TRANSACTIONS_FETCH_FAILED')
        onTransactionsError(error, chainId)
        return { data: [] as Transaction[], next: null }
      }
    },

    async getIdentity(address: string): Promise<Identity> {
      const cache = storage.get('identityCache') ?? {}
      const cached = cache[address]
      if (cached && now() - cached.timestamp < IDENTITY_CACHE_MS) return cached.identity
      const identity = await blockchain.getIdentity(address)
      storage.set('identityCache', { ...cache, [address]: { timestamp: now(), identity } })
      return identity
    },

    /** The names that point to `address`; "Error fetching names for address" on failure. */
    async getNames(address: string): Promise<string[]> {
      const cache = storage.get('nameCache') ?? {}
      const cached = cache[address]
      if (cached && now() - cached.timestamp < NAME_CACHE_MS) return cached.names
      let names: string[]
      try {
        names = (await blockchain.reverseLookup(address)).map((profile) => profile.name)
      } catch (cause) {
        throw new NameError('FETCH_NAMES_FAILED', { cause })
      }
      storage.set('nameCache', { ...cache, [address]: { timestamp: now(), names } })
      return names
    },

    /** Forgets the cached token balances of `address` on every chain: it has just sent some. */
    invalidateBalances(address: string) {
      forgetCachedBalances(storage, address)
      for (const key of portfolio.keys()) {
        if (key.endsWith(`:${address}`)) {
          portfolio.delete(key)
          stale.add(key)
        }
      }
    },

    /**
     * Puts `name` first among the names of `address`, which has just registered it, and
     * forgets its cached identity so that the next read shows the name.
     */
    addName(address: string, name: string) {
      const cache = storage.get('nameCache') ?? {}
      const names = (cache[address]?.names ?? []).filter((known) => known !== name)
      storage.set('nameCache', {
        ...cache,
        [address]: { timestamp: now(), names: [name, ...names] },
      })
      const { [address]: _stale, ...identities } = storage.get('identityCache') ?? {}
      storage.set('identityCache', identities)
    },
  }
}

/** What the client exposes of the account data (the caches it keeps up to date itself). */
export type AccountData = Omit<
  ReturnType<typeof createAccountData>,
  'invalidateBalances' | 'addName'
>
