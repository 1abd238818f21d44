import type { Address } from 'viem'
import type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
import type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
import type { DevAccount } from './devAccounts.js'
import type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'

/** One local chain as a dapp or a wallet needs to know it. */
export type DevnetChain = {
  readonly id: number
  readonly name: string
  readonly rpcUrl: string
}

/**
 * What the local chains are, as plain JSON: the `latch-devnet` CLI writes it to a file, the
 * browser tests receive it through `inject('devnet')`, the demo reads it at run time.
 */
export type DevnetInfo = {
  readonly chains: readonly DevnetChain[]
  readonly token: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
    /** The token's contract on each chain, by chain id. */
    readonly addresses: Readonly<Record<number, Address>>
  }
  readonly accounts: readonly DevAccount[]
  /** The local Solana cluster, when one runs beside the EVM chains (`startLocalSolana`). */
  readonly solana?: SolanaDevnetInfo
  /** The local Bitcoin regtest ledger, when one runs beside them (`startLocalBitcoin`). */
  readonly bitcoin?: BitcoinRegtestInfo
  /**
   * The local Polkadot chain, when one runs beside them (`startLocalPolkadot`); its accounts
   * carry their secret URIs, for the demo's test wallet.
   */
  readonly polkadot?: PolkadotLocalInfo
  /**
   * The local Cosmos chains, when they run beside them (`startLocalCosmos`): latch-local-1
   * (`cosmos` addresses, ATOM fees), then latch-osmo-1 (`osmo`, OSMO) for switching chains; their
   * accounts carry their private keys, for the demo's test wallet.
   */
  readonly cosmos?: readonly CosmosLocalInfo[]
}
