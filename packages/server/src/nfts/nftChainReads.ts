import { type Address, erc721Abi } from 'viem'
import type { ChainClients } from '../chains/chainClient.js'

/** A collection's name and symbol as its contract states them. */
export type NftCollection = { name: string; symbol: string }

/** How long a token's `tokenURI` is remembered (its owner can move the base). */
const tokenUriCacheMs = 60_000

export type NftChainReads = {
  /** `name()` and `symbol()`; empty strings for what the contract does not answer. */
  collection(chainId: string, contract: Address): Promise<NftCollection>
  /** `tokenURI(id)`, or `undefined` when the contract does not answer it. */
  tokenUri(chainId: string, contract: Address, tokenId: bigint): Promise<string | undefined>
}

/**
 * Reads collections and token URIs from the chains with viem, remembering them: a collection
 * for the life of the server, a token URI for {@link tokenUriCacheMs}.
 */
export function createNftChainReads(
  clients: ChainClients,
  now: () => number = Date.now,
): NftChainReads {
  const collections = new Map<string, Promise<NftCollection>>()
  const uris = new Map<string, { until: number; value: Promise<string | undefined> }>()
  const read = async (
    chainId: string,
    contract: Address,
    functionName: 'name' | 'symbol' | 'tokenURI',
    args?: readonly [bigint],
  ): Promise<string | undefined> => {
    const client = clients.get(chainId)
    if (!client) return undefined
    try {
      const value = await client.readContract({
        address: contract,
        abi: erc721Abi,
        functionName,
        ...(args ? { args } : {}),
      } as Parameters<typeof client.readContract>[0])
      return typeof value === 'string' ? value : undefined
    } catch {
      return undefined
    }
  }
  return {
    collection(chainId, contract) {
      const key = `${chainId}:${contract.toLowerCase()}`
      let known = collections.get(key)
      if (!known) {
        known = Promise.all([
          read(chainId, contract, 'name'),
          read(chainId, contract, 'symbol'),
        ]).then(([name = '', symbol = '']) => ({ name, symbol }))
        collections.set(key, known)
        // A failed read (the node was down) is asked again next time.
        known.then(({ name, symbol }) => {
          if (!name && !symbol) collections.delete(key)
        })
      }
      return known
    },
    tokenUri(chainId, contract, tokenId) {
      const key = `${chainId}:${contract.toLowerCase()}:${tokenId}`
      const cached = uris.get(key)
      if (cached && cached.until > now()) return cached.value
      const value = read(chainId, contract, 'tokenURI', [tokenId])
      uris.set(key, { until: now() + tokenUriCacheMs, value })
      if (uris.size > 10_000) {
        for (const [stale, { until }] of uris) if (until <= now()) uris.delete(stale)
      }
      return value
    },
  }
}
