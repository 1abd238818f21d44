import type { DevAccount } from '@latch/test-wallets'
import type { Address, Hex } from 'viem'
import type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
import type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
import type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'

/** One local chain as a dapp or a wallet needs to know it. */
export type DevnetChain = {
  readonly id: number
  readonly name: string
  readonly rpcUrl: string
}

/** An ERC-20 deployed on every local chain. */
export type DevnetToken = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The token's contract on each chain, by chain id. */
  readonly addresses: Readonly<Record<number, Address>>
}

/** One Uniswap V2 pool, as opened when the chains start (swaps move its reserves since). */
export type DevnetPool = {
  /** Its tokens in the order it was opened; `WETH` is the dex's WETH9. */
  readonly symbols: readonly [string, string]
  /** What the deployer put in, in base units as decimal strings (JSON has no bigint). */
  readonly reserves: readonly [string, string]
  /** The pair contract on each chain, by chain id. */
  readonly pairs: Readonly<Record<number, Address>>
}

/** Uniswap V2 (npm's audited builds) on every local chain. */
export type DevnetDex = {
  readonly name: 'Uniswap V2'
  /** Its contracts on each chain, by chain id. */
  readonly addresses: Readonly<Record<number, { factory: Address; router: Address; weth: Address }>>
  /** keccak256 of the pair's creation code, which Router02's `pairFor` hard-codes. */
  readonly pairInitCodeHash: Hex
  /** What every swap pays to the pool, in basis points (0.3 %). */
  readonly feeBps: number
  readonly pools: readonly DevnetPool[]
  /** The USD (LUSD) price of each token the pools set at the start: ETH 3000, LTT 2, LUSD 1. */
  readonly startPrices: Readonly<Record<string, number>>
}

/** The ERC-721 collection on every local chain. */
export type DevnetCollectibles = {
  readonly name: string
  readonly symbol: string
  /** Its contract on each chain, by chain id. */
  readonly addresses: Readonly<Record<number, Address>>
  /**
   * `tokenURI(id)` is this base followed by the id, on each chain; the deployer (dev account 0,
   * the contract's owner) can change it with `setBaseURI(string)`.
   */
  readonly baseUris: Readonly<Record<number, string>>
  /** Who held which token when the chains started (the same on every chain). */
  readonly tokens: readonly { readonly tokenId: number; readonly owner: Address }[]
}

/** The ERC-4337 contracts and bundler of one local chain. */
export type DevnetAccountAbstractionChain = {
  /** Alto's ERC-4337 JSON-RPC (`eth_sendUserOperation` ...) for this chain. */
  readonly bundlerUrl: string
  /** The `LatchAccount` every account clones (OpenZeppelin's ERC-7579 account, ECDSA owner). */
  readonly accountImplementation: Address
  /** `LatchAccountFactory`: `getAddress(owner, index)`, `createAccount(owner, index)`. */
  readonly accountFactory: Address
  /** `LatchPaymaster`, a verifying paymaster with 1000 ETH deposited at the EntryPoint. */
  readonly paymaster: Address
  /**
   * Smart sessions (ERC-7715 permissions enforced on chain): Rhinestone's SmartSessions module
   * and the testkit's session-key validator and policies (`deploySmartSessions`).
   */
  readonly smartSessions: DevnetSmartSessions
}

/**
 * Smart sessions (ERC-7715 permissions enforced on chain) on one local chain: Rhinestone's
 * SmartSessions validator module and the testkit's session validator and policies for it.
 */
export type DevnetSmartSessions = {
  /** Rhinestone's SmartSessions (ERC-7579 validator), `0x0000000071727De22e5E9D8bAF0EDAc6F37da034`. */
  readonly smartSessions: Address
  /** `LatchSessionKeyValidator`: the session key's ECDSA signature of the user operation hash. */
  readonly sessionValidator: Address
  /** `LatchTimeFramePolicy` (user-operation policy): valid after / until. */
  readonly timeFramePolicy: Address
  /** `LatchSpendingLimitPolicy` (action policy): ERC-20 `transfer` amounts up to a total. */
  readonly spendingLimitPolicy: Address
  /** `LatchModuleRegistry` at Rhinestone's ERC-7484 registry address, `0x000000000069E2a187AEFFb852bF3cCdC95151B2`. */
  readonly moduleRegistry: Address
}

/** Smart accounts on the local EVM chains: EntryPoint v0.8, our contracts, one bundler each. */
export type DevnetAccountAbstraction = {
  /** The canonical EntryPoint v0.8, `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108` on every chain. */
  readonly entryPoint: Address
  readonly entryPointVersion: '0.8'
  /** Whose signature the paymasters require: dev mnemonic index 12 (`devPaymasterSigner`). */
  readonly paymasterSigner: Address
  /** By chain id (31337, 31338). */
  readonly chains: Readonly<Record<number, DevnetAccountAbstractionChain>>
}

/**
 * What the local chains are, as plain JSON: the `latch-devnet` CLI writes it to a file, the
 * browser tests receive it through `inject('devnet')`, the demo reads it at run time.
 */
/** Sign In With Farcaster's stand-ins: the local relay, and the ID registry on chain A. */
export type DevnetFarcaster = {
  /** `startLocalFarcasterRelay`'s URL, what latch-server's `LATCH_FARCASTER_RELAY` takes. */
  readonly relayUrl: string
  /** The chain of the ID registry (chain A) and its RPC (`LATCH_FARCASTER_RPC`). */
  readonly chainId: number
  readonly rpcUrl: string
  /** `LATCH_FARCASTER_ID_REGISTRY`. */
  readonly idRegistry: Address
}

export type DevnetInfo = {
  readonly chains: readonly DevnetChain[]
  /** The Farcaster relay and ID registry, when `latch-devnet` runs the relay. */
  readonly farcaster?: DevnetFarcaster
  /** The Latch Test Token (LTT, 18 decimals). */
  readonly token: DevnetToken
  readonly accounts: readonly DevAccount[]
  /**
   * The Latch USD stablecoin (LUSD, 6 decimals). `startLocalChains` always deploys it, the dex
   * and the collectibles; the three are optional here so that a description written before
   * them (or by hand) still reads.
   */
  readonly stablecoin?: DevnetToken
  /** Uniswap V2 with ETH/LTT, ETH/LUSD and LTT/LUSD pools. */
  readonly dex?: DevnetDex
  /** The Latch Collectibles ERC-721 (LCOL). */
  readonly collectibles?: DevnetCollectibles
  /**
   * ERC-4337 smart accounts: the EntryPoint v0.8, the Latch account, factory and paymaster, and
   * an alto bundler per chain. Optional like the three above; `startLocalChains` always fills it.
   */
  readonly accountAbstraction?: DevnetAccountAbstraction
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
