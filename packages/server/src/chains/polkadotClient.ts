import { type LazyChainClients, lazyChainClients } from './lazyChainClients.js'
import type { PolkadotChainSettings } from './polkadotChainSettings.js'
import type { PolkadotPublicKey } from './polkadotPublicKey.js'

/** The token a chain's node states (`system_properties`): its first, the native one. */
export type PolkadotChainToken = { symbol: string; decimals: number }

/** An account's funds in planck, as `system.account` holds them. */
export type PolkadotAccountFunds = {
  free: bigint
  /** Set aside by the runtime (deposits, holds) and not in `free`. */
  reserved: bigint
  /** Locked or held against withdrawal (`frozen`; the larger of `miscFrozen` and `feeFrozen` on older runtimes). */
  frozen: bigint
}

/** One `balances.Transfer` event, of the extrinsic that made it. */
export type PolkadotTransfer = {
  /** The extrinsic's index in its block. */
  extrinsic: number
  from: { key: PolkadotPublicKey; address: string }
  to: { key: PolkadotPublicKey; address: string }
  /** In planck. */
  amount: bigint
}

/** What the history needs of a block that holds one of the account's transfers. */
export type PolkadotBlockDetails = {
  /** From the block's `timestamp.set` inherent. */
  timestamp: Date
  /** The hashes of its extrinsics, by index. */
  extrinsicHashes: readonly string[]
}

/** The reads of one Polkadot chain the balance and history routes need, through its node. */
export type PolkadotClient = {
  /** The native token as the node states it. */
  token(): Promise<PolkadotChainToken>
  /** The account's funds (`system.account`); zeros for an account that does not exist. */
  funds(key: PolkadotPublicKey): Promise<PolkadotAccountFunds>
  /** The number of the best block. */
  bestBlock(): Promise<number>
  /** The block's `balances.Transfer` events made by extrinsics, in order. */
  transfersAt(block: number): Promise<PolkadotTransfer[]>
  /** The block's time and extrinsic hashes. */
  blockDetails(block: number): Promise<PolkadotBlockDetails>
}

/** A client per Polkadot chain, by CAIP-2 id, over one node connection per URL. */
export type PolkadotClients = LazyChainClients<PolkadotClient>

/**
 * The clients of `chains`: a chain's node is connected to (`@polkadot/api`, loaded then) on
 * its first read and the connection reused; one that fails is opened afresh on the next read.
 *
 * @example
 * const clients = createPolkadotClients(config.polkadotChains)
 * await clients.get('polkadot:91b171bb158e2d3848fa23a9f1c25182')?.funds(key)
 * await clients.close()
 */
export function createPolkadotClients(chains: readonly PolkadotChainSettings[]): PolkadotClients {
  return lazyChainClients(
    chains,
    (chain) => chain.wsUrl,
    () => import('./polkadotConnections.js').then((module) => module.createPolkadotConnections()),
    { token: true, funds: true, bestBlock: true, transfersAt: true, blockDetails: true },
  )
}
