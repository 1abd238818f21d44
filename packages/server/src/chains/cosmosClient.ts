import type { CosmosChainSettings } from './cosmosChainSettings.js'
import { type LazyChainClients, lazyChainClients } from './lazyChainClients.js'

/** An amount of one denom, in its base unit. */
export type CosmosCoin = { denom: string; amount: bigint }

/** How a denom is shown, from the chain's bank metadata (its display unit). */
export type CosmosDenomMetadata = { name: string; symbol: string; decimals: number }

/** One `MsgSend` of a transaction. */
export type CosmosSend = { from: string; to: string; coins: CosmosCoin[] }

/** A transaction `tx_search` found, with the bank sends it holds. */
export type CosmosTx = {
  /** Upper-case hex, as CometBFT writes it. */
  hash: string
  height: number
  /** Its index in the block. */
  index: number
  /** Whether the chain carried it out (result code 0): a failed one is in a block too. */
  succeeded: boolean
  sends: CosmosSend[]
}

/** The reads of one Cosmos chain the balance and history routes need, through its node. */
export type CosmosClient = {
  /** Every denom the account holds (`/cosmos.bank.v1beta1.Query/AllBalances`). */
  balances(address: string): Promise<CosmosCoin[]>
  /**
   * The chain's staking denom (x/staking `Params.bond_denom`), its own coin on a Cosmos SDK
   * chain; `undefined` for a chain without staking. Cached.
   */
  bondDenom(): Promise<string | undefined>
  /** The chain's metadata of a denom; `undefined` when it has none. Cached per denom. */
  denomMetadata(denom: string): Promise<CosmosDenomMetadata | undefined>
  /** A page (from 1) of `tx_search` for `query`, newest first, with the total found. */
  searchTxs(
    query: string,
    page: number,
    perPage: number,
  ): Promise<{ txs: CosmosTx[]; total: number }>
  /** The time of the block at `height`. */
  blockTime(height: number): Promise<Date>
}

/** A client per Cosmos chain, by CAIP-2 id, over one node connection per URL. */
export type CosmosClients = LazyChainClients<CosmosClient>

/**
 * The clients of `chains`: a chain's node is connected to (`@cosmjs/tendermint-rpc`, loaded
 * then) on its first read and the connection reused; one that fails is opened afresh on the
 * next read.
 *
 * @example
 * const clients = createCosmosClients(config.cosmosChains)
 * await clients.get('cosmos:cosmoshub-4')?.balances('cosmos1…')
 * await clients.close()
 */
export function createCosmosClients(chains: readonly CosmosChainSettings[]): CosmosClients {
  return lazyChainClients(
    chains,
    (chain) => chain.rpcUrl,
    () => import('./cosmosConnections.js').then((module) => module.createCosmosConnections()),
    { balances: true, bondDenom: true, denomMetadata: true, searchTxs: true, blockTime: true },
  )
}
