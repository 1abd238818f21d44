/** A client per chain, by CAIP-2 id, over one node connection per URL. */
export type LazyChainClients<Client> = {
  get(caipNetworkId: string): Client | undefined
  /** Closes every node connection opened (a later read opens it again). */
  close(): Promise<void>
}

/** The node side of a namespace's clients, loaded with its SDK on the first read. */
export type ChainConnections<Client> = {
  clientOf(url: string): Client
  close(): Promise<void>
}

/**
 * The clients of `chains` for a namespace whose SDK is heavy (@polkadot/api, cosmjs): `load`
 * imports the node side on the first read of any chain, so that a server without such chains
 * never loads it; each client's `methods` (every one, as the object's keys check) then
 * forward to the connection of the chain's URL.
 *
 * @example
 * const clients = lazyChainClients(chains, (chain) => chain.rpcUrl,
 *   () => import('./cosmosConnections.js').then((module) => module.createCosmosConnections()),
 *   { balances: true, bondDenom: true, denomMetadata: true, searchTxs: true, blockTime: true })
 */
export function lazyChainClients<Chain extends { caipNetworkId: string }, Client extends object>(
  chains: readonly Chain[],
  urlOf: (chain: Chain) => string,
  load: () => Promise<ChainConnections<Client>>,
  methods: { readonly [Name in keyof Client]: true },
): LazyChainClients<Client> {
  let connections: Promise<ChainConnections<Client>> | undefined
  const opened = () => {
    connections ??= load()
    return connections
  }
  const clients = new Map(
    chains.map((chain): [string, Client] => {
      const on = async () => (await opened()).clientOf(urlOf(chain))
      const client = Object.fromEntries(
        Object.keys(methods).map((name) => [
          name,
          async (...args: unknown[]) =>
            ((await on()) as Record<string, (...values: unknown[]) => unknown>)[name]?.(...args),
        ]),
      )
      return [chain.caipNetworkId, client as Client]
    }),
  )
  return {
    get: (caipNetworkId) => clients.get(caipNetworkId),
    async close() {
      const open = connections
      connections = undefined
      await (await open)?.close()
    },
  }
}
