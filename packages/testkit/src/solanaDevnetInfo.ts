import type { SolanaDevAccount } from '@latch/test-wallets'

/**
 * The local Solana cluster as a dapp or a wallet needs to know it, as plain JSON (the
 * `solana` section of `devnet.json`). It stands in for devnet: same CAIP-2 id and
 * wallet-standard chain, its own RPC URL on loopback.
 */
export type SolanaDevnetInfo = {
  /** CAIP-2: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`, devnet's id. */
  readonly chainId: `solana:${string}`
  /** The wallet-standard chain the test wallet signs for: `solana:devnet`. */
  readonly walletChain: `solana:${string}`
  readonly rpcUrl: string
  /** The SPL test token, by its mint. */
  readonly token: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
    readonly mint: string
  }
  readonly accounts: readonly SolanaDevAccount[]
}
