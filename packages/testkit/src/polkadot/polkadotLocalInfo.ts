import type { PolkadotDevAccount } from '@latch/test-wallets'

/**
 * The local Polkadot chain as a dapp or a wallet needs to know it, as plain JSON (the
 * `polkadot` section of `devnet.json`, and `inject('polkadotLocal')`).
 */
export type PolkadotLocalInfo = {
  /** Substrate JSON-RPC over WebSocket on loopback, e.g. `ws://127.0.0.1:9944`. */
  readonly wsUrl: string
  /** The same JSON-RPC over HTTP (no subscriptions), on the same port. */
  readonly httpUrl: string
  /** What the chain reports as its genesis hash: chopsticks' `0x4545…45`, not Rococo Asset Hub's. */
  readonly genesisHash: `0x${string}`
  /** `polkadot:` and the first 32 hex characters of {@link genesisHash} (CAIP-13). */
  readonly caipNetworkId: `polkadot:${string}`
  /** The runtime's `System.SS58Prefix`: 2. */
  readonly ss58Prefix: number
  /** 12. */
  readonly decimals: number
  /** `ROC`. */
  readonly symbol: string
  /** The runtime's `Balances.ExistentialDeposit` in planck, as a decimal string (JSON has no bigint). */
  readonly existentialDeposit: string
  readonly accounts: readonly PolkadotDevAccount[]
}
