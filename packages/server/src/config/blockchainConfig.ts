import * as z from 'zod'
import { type BitcoinChainSettings, resolveBitcoinChains } from '../chains/bitcoinChainSettings.js'
import {
  type ChainSettings,
  ChainSettingsError,
  resolveChains,
  type TokenListInput,
} from '../chains/chainSettings.js'
import { type CosmosChainSettings, resolveCosmosChains } from '../chains/cosmosChainSettings.js'
import {
  type PolkadotChainSettings,
  resolvePolkadotChains,
} from '../chains/polkadotChainSettings.js'
import {
  resolveSolanaClusters,
  type SolanaClusterSettings,
} from '../chains/solanaClusterSettings.js'
import { resolveSwapConfig, type SwapConfig, type SwapOptions } from '../convert/swapConfig.js'
import { type FaultRule, faultRulesSchema } from '../http/faults.js'
import { defaultLeaderRetryMs } from '../indexer/leadership.js'
import type { PriceSource } from '../prices/priceSource.js'
import { parseJsonSetting, parseWith, readJson, ServerConfigError } from './parseSetting.js'

/** The options of the blockchain service and its indexer (README "Configuration"). */
export type BlockchainOptions = SwapOptions & {
  /**
   * `LATCH_TOKENS` (JSON) or `LATCH_TOKENS_FILE`: token lists by CAIP-2 chain id; eip155
   * entries name their contract (`address`), solana entries their mint (`mint`).
   */
  tokens?: TokenListInput
  /**
   * `LATCH_PRICES` (JSON, symbol or asset id → USD): a fixed table asked before the local
   * exchange; empty by default (a token neither prices has no price).
   */
  prices?: Readonly<Record<string, number>>
  /**
   * From code: the USD prices of the balances, history and `/v1/fungible/price` (a feed of
   * your own), instead of `prices` then the local exchange.
   */
  priceSource?: PriceSource
  /** `LATCH_INDEXER_POLL_MS` (`off` to poll never); 2000 by default. */
  indexerPollMs?: number | false
  /** `LATCH_INDEXER_START_BLOCK`: the first block indexed on a chain with no cursor yet; 0. */
  indexerStartBlock?: number
  /** Blocks read per `syncOnce()` step; 100 by default. */
  indexerBatchSize?: number
  /**
   * How often a process that does not index tries to take the indexer's lead (README "Several
   * processes"), and the leader checks it still holds it; 1500 ms by default.
   */
  indexerLeaderRetryMs?: number
  /**
   * `LATCH_POLKADOT_HISTORY_BLOCKS`: how many of a Polkadot chain's newest blocks the history
   * route reads for an account's transfers; 100 by default.
   */
  polkadotHistoryBlocks?: number
  /** `LATCH_NAME_ZONE`: the zone names are registered under (`ada.latch`); `latch`. */
  nameZone?: string
  /** `LATCH_SIGNATURE_MAX_AGE_SECONDS`: how old a signed timestamp may be; 600. */
  signatureMaxAgeSeconds?: number
  /** `LATCH_FAULTS` (JSON): injected faults for end-to-end tests; none by default. */
  faults?: readonly FaultRule[]
}

export type BlockchainConfig = {
  /** The eip155 chains: indexed, and their balances read live. */
  chains: ChainSettings[]
  /** The Solana clusters (`solana:` ids of `chainRpc`): their balances read live. */
  solanaClusters: SolanaClusterSettings[]
  /**
   * The Bitcoin chains (`bip122:` ids of `chainRpc`, each URL an Esplora API): their balances
   * and history read live, and Sign-In with Bitcoin served on them.
   */
  bitcoinChains: BitcoinChainSettings[]
  /**
   * The Polkadot chains (`polkadot:` ids of `chainRpc`, each URL a node's WebSocket endpoint):
   * their balances and recent transfers read live, and Sign-In with Substrate served on them.
   */
  polkadotChains: PolkadotChainSettings[]
  /** The newest blocks of a Polkadot chain the history route reads. */
  polkadotHistoryBlocks: number
  /**
   * The Cosmos chains (`cosmos:` ids of `chainRpc`, each URL a node's CometBFT RPC): every
   * denom's balance and the bank sends of `tx_search` read live, and Sign-In with Cosmos.
   */
  cosmosChains: CosmosChainSettings[]
  /** The fixed price table (`LATCH_PRICES`), asked before the local exchange. */
  prices: Readonly<Record<string, number>>
  /** A price source given from code, which replaces `prices` and the local exchange. */
  priceSource: PriceSource | undefined
  /** The swap provider and the Uniswap V2 deployments (which the price source reads too). */
  swap: SwapConfig
  indexer: {
    pollIntervalMs: number | false
    startBlock: number
    batchSize: number
    leaderRetryMs: number
  }
  names: { zone: string; signatureMaxAgeSeconds: number }
  faults: readonly FaultRule[]
}

// A symbol (upper-cased) or an asset id `<CAIP-2>:<native | address>` (0x addresses lower-cased).
const pricesSchema = z
  .record(
    z
      .string()
      .regex(
        /^([A-Za-z0-9.$_-]{1,16}|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128})$/,
        'must be token symbols or asset ids (eip155:1:native, eip155:1:0x…)',
      ),
    z.number().positive().finite(),
  )
  .transform((prices) =>
    Object.fromEntries(
      Object.entries(prices).map(([key, usd]) => [
        key.includes(':')
          ? key.replace(/:0x([0-9a-fA-F]{40})$/, (hex) => hex.toLowerCase())
          : key.toUpperCase(),
        usd,
      ]),
    ),
  )
const tokenListSchema = z.record(z.string(), z.array(z.unknown()))
const zoneSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,32}$/, 'must be 1–32 lower-case letters, digits or -')
const blockSchema = z.coerce.number().int().min(0)

function resolveTokens(
  options: BlockchainOptions,
  env: Record<string, string | undefined>,
): TokenListInput | undefined {
  if (options.tokens) return parseWith(tokenListSchema, options.tokens, 'tokens')
  if (env.LATCH_TOKENS) {
    const json = parseJsonSetting(env.LATCH_TOKENS, 'LATCH_TOKENS', 'token lists by chain')
    return parseWith(tokenListSchema, json, 'LATCH_TOKENS')
  }
  if (env.LATCH_TOKENS_FILE) {
    return parseWith(
      tokenListSchema,
      readJson(env.LATCH_TOKENS_FILE, 'LATCH_TOKENS_FILE'),
      'LATCH_TOKENS_FILE',
    )
  }
  return undefined
}

/** The namespaces `chainRpc` takes besides eip155, each resolved on its own. */
const otherNamespaces = ['solana', 'bip122', 'polkadot', 'cosmos'] as const

/** The entries of `record` whose CAIP-2 key is of `namespace` (`eip155`: of none of the others). */
function byNamespace<T>(
  record: Readonly<Record<string, T>>,
  namespace: 'eip155' | (typeof otherNamespaces)[number],
): Record<string, T> {
  const namespaceOf = (chain: string) =>
    otherNamespaces.find((other) => chain.startsWith(`${other}:`)) ?? 'eip155'
  return Object.fromEntries(
    Object.entries(record).filter(([chain]) => namespaceOf(chain) === namespace),
  )
}

function resolvePollMs(options: BlockchainOptions, env: Record<string, string | undefined>) {
  if (options.indexerPollMs !== undefined) return options.indexerPollMs
  const value = env.LATCH_INDEXER_POLL_MS
  if (!value) return 2_000
  if (value === 'off') return false
  return parseWith(z.coerce.number().int().min(100), value, 'LATCH_INDEXER_POLL_MS')
}

/**
 * The blockchain service's settings: each from its option, else its environment variable,
 * else its default.
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveBlockchainConfig(
  options: BlockchainOptions,
  env: Record<string, string | undefined>,
  chainRpc: Readonly<Record<string, string>>,
): BlockchainConfig {
  let chains: ChainSettings[]
  let solanaClusters: SolanaClusterSettings[]
  let bitcoinChains: BitcoinChainSettings[]
  let polkadotChains: PolkadotChainSettings[]
  let cosmosChains: CosmosChainSettings[]
  try {
    const tokens = resolveTokens(options, env)
    const of = (namespace: Parameters<typeof byNamespace>[1]) =>
      [byNamespace(chainRpc, namespace), tokens && byNamespace(tokens, namespace)] as const
    chains = resolveChains(...of('eip155'))
    solanaClusters = resolveSolanaClusters(...of('solana'))
    bitcoinChains = resolveBitcoinChains(...of('bip122'))
    polkadotChains = resolvePolkadotChains(...of('polkadot'))
    cosmosChains = resolveCosmosChains(...of('cosmos'))
  } catch (error) {
    if (error instanceof ChainSettingsError) throw new ServerConfigError(error.message)
    throw error
  }
  const prices =
    options.prices ??
    (env.LATCH_PRICES
      ? parseJsonSetting(env.LATCH_PRICES, 'LATCH_PRICES', 'symbol → USD price')
      : {})
  const faults =
    options.faults ??
    (env.LATCH_FAULTS ? parseJsonSetting(env.LATCH_FAULTS, 'LATCH_FAULTS', 'fault rules') : [])
  return {
    chains,
    solanaClusters,
    bitcoinChains,
    polkadotChains,
    cosmosChains,
    // A few node calls a block, 16 blocks at a time: 100 blocks took 0.3–1.5 s on a local node.
    polkadotHistoryBlocks: parseWith(
      z.coerce.number().int().min(1).max(10_000),
      options.polkadotHistoryBlocks ?? (env.LATCH_POLKADOT_HISTORY_BLOCKS || 100),
      'LATCH_POLKADOT_HISTORY_BLOCKS',
    ),
    prices: parseWith(pricesSchema, prices, 'LATCH_PRICES'),
    priceSource: options.priceSource,
    swap: resolveSwapConfig(
      options,
      env,
      chains.map((chain) => chain.caipNetworkId),
    ),
    indexer: {
      pollIntervalMs: resolvePollMs(options, env),
      startBlock:
        options.indexerStartBlock ??
        parseWith(blockSchema, env.LATCH_INDEXER_START_BLOCK || 0, 'LATCH_INDEXER_START_BLOCK'),
      batchSize: parseWith(
        z.int().min(1).max(10_000),
        options.indexerBatchSize ?? 100,
        'indexerBatchSize',
      ),
      leaderRetryMs: parseWith(
        z.int().min(10).max(60_000),
        options.indexerLeaderRetryMs ?? defaultLeaderRetryMs,
        'indexerLeaderRetryMs',
      ),
    },
    names: {
      zone: parseWith(
        zoneSchema,
        options.nameZone ?? (env.LATCH_NAME_ZONE || 'latch'),
        'LATCH_NAME_ZONE',
      ),
      signatureMaxAgeSeconds: parseWith(
        z.coerce.number().int().min(10).max(86_400),
        options.signatureMaxAgeSeconds ?? (env.LATCH_SIGNATURE_MAX_AGE_SECONDS || 600),
        'LATCH_SIGNATURE_MAX_AGE_SECONDS',
      ),
    },
    faults: parseWith(faultRulesSchema, faults, 'LATCH_FAULTS'),
  }
}
