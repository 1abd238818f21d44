import {
  nativeAssetAddress,
  type WalletAsset,
  type WalletAssetType,
  type WalletGetAssetsRequest,
} from '@latch/frame-protocol'
import { erc20Abi, getAddress, type Hex, toHex } from 'viem'
import { createTokenCatalogue, type KnownToken } from '../blockchain/tokenCatalogue.js'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { readPriceBook } from '../prices/priceBook.js'
import type { PriceSource } from '../prices/priceSource.js'

export type WalletAssetsParameters = {
  /** The eip155 chains the server serves, with the tokens it lists on each. */
  chains: readonly ChainSettings[]
  clients: ChainClients
  /** The USD prices of the balance route (its table, then the local exchange). */
  prices: PriceSource
  /**
   * Where the blockchain service is reached: a token without a configured icon shows its image
   * there (`/public/getTokenImage/{symbol}`). `undefined` before the server listens.
   */
  serviceUrl: () => string | undefined
}

export type ReadWalletAssetsParameters = {
  request: WalletGetAssetsRequest
  /** CAIP-2 ids of the chains where `request.account` is the user's. */
  ownedOn: ReadonlySet<string>
  /** The project whose page asks (the icon URLs carry it). */
  projectId: string
}

/** ERC-7811 answers of the embedded wallet, read live from the chains. */
export type WalletAssets = {
  /** The CAIP-2 ids of the chains assets are read on. */
  chainIds: readonly string[]
  /** By hex chain id, the account's assets on the chains its filters select. */
  read(parameters: ReadWalletAssetsParameters): Promise<Record<Hex, WalletAsset[]>>
}

type Candidate = { token: KnownToken; type: WalletAssetType; asked: boolean }

/** What the request selects on one chain: listed tokens, and ERC-20s it names that are not. */
type Selection = { candidates: Candidate[]; unlisted: Hex[] }

// Chain ids compared as numbers: `0x7a69`, `0x7A69` and `0x07a69` are one chain.
const sameChain = (hexChainId: string, id: number) => BigInt(hexChainId) === BigInt(id)

/**
 * Which of a chain's tokens the request selects, whether it named each one, and the contracts
 * its asset filter names as ERC-20s (or without a type) that the chain's list does not hold.
 */
function selectionOn(
  chain: ChainSettings,
  tokens: readonly KnownToken[],
  { assetFilter, assetTypeFilter, chainFilter }: WalletGetAssetsRequest,
): Selection | undefined {
  if (chainFilter && !chainFilter.some((id) => sameChain(id, chain.id))) return undefined
  let named: Set<string> | undefined
  const unlisted = new Set<Hex>()
  if (assetFilter) {
    const entry = Object.entries(assetFilter).find(([id]) => sameChain(id, chain.id))
    // A chain the asset filter leaves out is not asked for.
    if (!entry) return undefined
    // An empty list asks for every asset of its chain (ERC-7811).
    if (entry[1].length > 0) {
      const listed = new Set(tokens.map((token) => token.address?.toLowerCase() ?? 'native'))
      named = new Set(
        entry[1].map((asset) => {
          const address = (typeof asset === 'string' ? asset : asset.address).toLowerCase()
          const reference = address === nativeAssetAddress ? 'native' : address
          const type = typeof asset === 'string' ? undefined : asset.type?.toLowerCase()
          if (!listed.has(reference) && reference !== 'native' && (type ?? 'erc20') === 'erc20') {
            unlisted.add(getAddress(reference))
          }
          return reference
        }),
      )
    }
  }
  const types = assetTypeFilter && new Set(assetTypeFilter.map((type) => type.toLowerCase()))
  const candidates = tokens.flatMap((token) => {
    const type: WalletAssetType = token.address === undefined ? 'NATIVE' : 'ERC20'
    const reference = token.address?.toLowerCase() ?? 'native'
    if (named && !named.has(reference)) return []
    if (types && !types.has(type.toLowerCase())) return []
    return [{ token, type, asked: named !== undefined }]
  })
  // The type filter applies to them as to the listed tokens: they are ERC-20s.
  return { candidates, unlisted: types && !types.has('erc20') ? [] : [...unlisted] }
}

/**
 * A named contract the chain's list does not hold, read from the chain as an ERC-20 (name,
 * symbol, decimals); `undefined` when it does not answer as one (no code, another kind of
 * contract), so that nothing is listed that the wallet cannot describe. It gets no icon: its
 * symbol is its own claim, and the server's image of a listed token of that symbol would
 * vouch for it.
 */
async function readUnlistedToken(
  client: ChainClient,
  chain: ChainSettings,
  address: Hex,
): Promise<KnownToken | undefined> {
  try {
    const [name, symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { chainId: chain.caipNetworkId, address, name, symbol, decimals, icon: '' }
  } catch {
    return undefined
  }
}

async function amountOf(client: ChainClient, token: KnownToken, account: Hex): Promise<bigint> {
  if (token.address === undefined) return client.getBalance({ address: account })
  return client.readContract({
    address: token.address as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

/**
 * `wallet_getAssets` of the embedded wallet (ERC-7811, SPEC.md §5): on each served chain the
 * filters select, the account's native balance (always) and each listed ERC-20 it holds (or
 * that the asset filter names, held or not, listed or an ERC-20 contract the chain describes),
 * read from the chain now, with the balance route's names, decimals, USD price (absent when no
 * source has one) and icon (none for an unlisted token).
 *
 * @example
 * const assets = createWalletAssets({ chains: config.chains, clients, prices, serviceUrl })
 * await assets.read({ request: { account }, ownedOn: new Set(['eip155:31337']), projectId })
 * // { '0x7a69': [{ address: '0xeeee…', balance: '0x…', type: 'NATIVE', metadata: { … } }, …] }
 */
export function createWalletAssets({
  chains,
  clients,
  prices,
  serviceUrl,
}: WalletAssetsParameters): WalletAssets {
  const catalogue = createTokenCatalogue(chains)
  const served = chains.filter((chain) => clients.has(chain.caipNetworkId))

  async function readChain(
    chain: ChainSettings,
    { candidates: listed, unlisted }: Selection,
    account: Hex,
  ): Promise<{ candidate: Candidate; amount: bigint }[]> {
    const client = clients.get(chain.caipNetworkId) as ChainClient
    const read = await Promise.all(
      unlisted.map((address) => readUnlistedToken(client, chain, address)),
    )
    const candidates = [
      ...listed,
      ...read.flatMap((token) => (token ? [{ token, type: 'ERC20' as const, asked: true }] : [])),
    ]
    const amounts = await Promise.all(
      candidates.map((candidate) => amountOf(client, candidate.token, account)),
    )
    // Unasked tokens are listed when held; the native currency always is.
    return candidates.flatMap((candidate, index) => {
      const amount = amounts[index] ?? 0n
      const listed = candidate.type === 'NATIVE' || candidate.asked || amount > 0n
      return listed ? [{ candidate, amount }] : []
    })
  }

  return {
    chainIds: served.map((chain) => chain.caipNetworkId),
    async read({ request, ownedOn, projectId }) {
      const account = request.account as Hex
      const selected = served.flatMap((chain) => {
        if (!ownedOn.has(chain.caipNetworkId)) return []
        const selection = selectionOn(chain, catalogue.tokensOf(chain.caipNetworkId), request)
        return selection ? [{ chain, selection }] : []
      })
      const held = await Promise.all(
        selected.map(({ chain, selection }) => readChain(chain, selection, account)),
      )
      const book = await readPriceBook(prices, {
        chainIds: [],
        tokens: held.flat().map(({ candidate }) => candidate.token),
      })
      const base = serviceUrl()
      const answer: Record<Hex, WalletAsset[]> = {}
      selected.forEach(({ chain }, index) => {
        answer[toHex(chain.id)] = (held[index] ?? []).map(({ candidate, amount }) => {
          const { token, type } = candidate
          const price = book.priceOf(token)
          return {
            address: token.address ?? nativeAssetAddress,
            balance: toHex(amount),
            type,
            metadata: {
              name: token.name,
              symbol: token.symbol,
              decimals: token.decimals,
              ...(price === undefined ? {} : { price }),
              iconUrl:
                base === undefined ? (token.icon ?? '') : catalogue.iconUrl(token, base, projectId),
            },
          }
        })
      })
      return answer
    },
  }
}
