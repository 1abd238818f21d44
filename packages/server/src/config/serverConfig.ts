import { isCaipNetworkId } from '@latch/core'
import { type DatabaseOption, databaseOptionFromEnv } from '@latch/database'
import {
  type RateLimit,
  type RelayConfig,
  RelayConfigError,
  type RelayOptions,
  resolveClientKeyOptions,
  resolveRateLimit,
  resolveRelayConfig,
} from '@latch/relay'
import * as z from 'zod'
import { type FrameConfig, type FrameOptions, resolveFrameConfig } from '../frame/frameConfig.js'
import {
  demoProject,
  originPatternSchema,
  type Project,
  parseProject,
} from '../projects/project.js'
import { bundledWallets } from '../wallets/bundledWallets.js'
import { generateSyntheticWallets } from '../wallets/syntheticWallets.js'
import { type WalletEntry, walletRegistrySchema } from '../wallets/wallet.js'
import {
  type BlockchainConfig,
  type BlockchainOptions,
  resolveBlockchainConfig,
} from './blockchainConfig.js'
import { withConfigFile } from './configFile.js'
import {
  type FarcasterConfig,
  type FarcasterOptions,
  resolveFarcasterConfig,
} from './farcasterConfig.js'
import { type OnrampConfig, type OnrampOptions, resolveOnrampConfig } from './onrampConfig.js'
import { parseWith, readJson, ServerConfigError } from './parseSetting.js'
import { assertProductionReady } from './productionReadiness.js'
import {
  resolveSmartAccountsConfig,
  type SmartAccountsConfig,
  type SmartAccountsOptions,
} from './smartAccountsConfig.js'

/** Which wallets `/getWallets` lists. */
export type WalletRegistryOption =
  | 'bundled'
  | { synthetic: number }
  | { file: string }
  | readonly WalletEntry[]

export type ServerOptions = BlockchainOptions &
  SmartAccountsOptions & {
    /**
     * Read for every knob the options leave out; `process.env` by default, `{}` to ignore. Its
     * `LATCH_CONFIG_FILE` names a JSON file of the same settings, which the variables override.
     */
    env?: Record<string, string | undefined>
    /**
     * `LATCH_DEVELOPMENT` (`--dev`): run the development stand-ins (the development mailbox, the
     * local OpenID provider, the Farcaster approval page with the local relay and ID registry,
     * the public wallet key, the demo project). Off by default: then a project's login must
     * have its real counterpart, or the server does not start.
     */
    development?: boolean
    /** `PORT`; 8787 by default. */
    port?: number
    /** `HOST`; 127.0.0.1 by default (0.0.0.0 to listen on every interface). */
    host?: string
    /** `DATABASE_URL`, `LATCH_DATA_DIR`, `LATCH_DATABASE_SCHEMA`; in-memory PGlite by default. */
    database?: DatabaseOption
    /** `LATCH_PROJECTS` (JSON) or `LATCH_PROJECTS_FILE`: projects written at start. */
    projects?: readonly unknown[]
    /** `LATCH_DEMO_PROJECT`; the `demo` project is written in development unless `false`. */
    demoProject?: boolean
    /** `LATCH_ALLOWED_ORIGINS`: origin patterns every project allows besides its own. */
    allowedOrigins?: readonly string[]
    /** `LATCH_WALLET_REGISTRY`: `bundled` (default), `synthetic:<n>` or a JSON file. */
    walletRegistry?: WalletRegistryOption
    /** `LATCH_RATE_LIMIT` (`<max>/<seconds>` or `off`): per client address and project. */
    rateLimit?: RateLimit | false
    /**
     * `LATCH_TRUST_PROXY`: how many reverse proxies of yours stand in front of the server (0 by
     * default): the client address is the `X-Forwarded-For` entry that many from the right.
     */
    trustProxy?: number
    /**
     * `LATCH_IPV6_PREFIX`: how many leading bits of an IPv6 address make one client for every
     * limit (64 by default: one subscriber's /64; 48 or 56 where providers hand out more).
     */
    ipv6PrefixLength?: number
    /** `LATCH_PUBLIC_URL`: the base of the image URLs in listings; the request's by default. */
    publicUrl?: string
    /** `LATCH_BODY_LIMIT_BYTES`: the largest request body; 16 KiB by default. */
    bodyLimitBytes?: number
    /** How long a project lookup is cached, in ms; 5000 by default. */
    projectCacheTtlMs?: number
    /**
     * `LATCH_CHAIN_RPC` (`--chain-rpc`): chain RPC URLs by CAIP-2 id: eip155 chains are indexed,
     * Solana clusters (their JSON-RPC), Bitcoin chains (`bip122:`, their Esplora API) and
     * Polkadot chains (`polkadot:`, their node's WebSocket) and Cosmos chains (`cosmos:`, their
     * node's CometBFT RPC) read live.
     */
    chainRpc?: Readonly<Record<string, string>>
    /** The secure frame on its own origin: email and social login, the embedded wallet. */
    frame?: FrameOptions
    /**
     * The WalletConnect relay at `/relay` (`LATCH_RELAY=off` or `false` turns it off): its
     * limits, each also read from its `LATCH_RELAY_*` variable.
     */
    relay?: RelayOptions | false
    /** The onramp: the sandbox provider's payer and the EUR rate (`LATCH_ONRAMP_*`). */
    onramp?: OnrampOptions
    /** Sign In With Farcaster: its relay, Optimism RPC and ID registry (`LATCH_FARCASTER_*`). */
    farcaster?: FarcasterOptions
  }

export type ServerConfig = {
  development: boolean
  port: number
  host: string
  database: DatabaseOption
  projects: Project[]
  allowedOrigins: string[]
  wallets: readonly WalletEntry[]
  rateLimit: RateLimit | false
  trustProxy: number
  ipv6PrefixLength: number
  publicUrl: string | undefined
  bodyLimitBytes: number
  projectCacheTtlMs: number
  chainRpc: Readonly<Record<string, string>>
  frame: FrameConfig
  /** The WalletConnect relay; `undefined` when turned off. */
  relay: RelayConfig | undefined
  onramp: OnrampConfig
  farcaster: FarcasterConfig
} & BlockchainConfig &
  SmartAccountsConfig

export { ServerConfigError }

export const defaultPort = 8787
export const defaultHost = '127.0.0.1'
export const defaultBodyLimitBytes = 16 * 1024

const portSchema = z.coerce.number().int().min(0).max(65_535)
const booleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
const httpUrlSchema = z.url({ protocol: /^https?$/ })
// A Polkadot node is read over WebSocket JSON-RPC (subscriptions, and what @polkadot/api speaks).
const wsUrlSchema = z.url({ protocol: /^wss?$/ })
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * The settings the server shares with the relay (@latch/relay reads them alike), their
 * RelayConfigError told as every other setting's: a ServerConfigError, with it as the cause.
 */
function relaySetting<T>(resolve: () => T): T {
  try {
    return resolve()
  } catch (error) {
    if (error instanceof RelayConfigError)
      throw new ServerConfigError(error.message, { cause: error })
    throw error
  }
}

function parseChainRpc(value: string): Record<string, string> {
  const entries = commaSeparated(value).map((entry) => {
    const at = entry.indexOf('=')
    const chain = entry.slice(0, at)
    if (at < 0 || !isCaipNetworkId(chain)) {
      throw new ServerConfigError(`LATCH_CHAIN_RPC: "${entry}" is not <caip-2 id>=<url>`)
    }
    const urlSchema = chain.startsWith('polkadot:') ? wsUrlSchema : httpUrlSchema
    return [chain, parseWith(urlSchema, entry.slice(at + 1), `LATCH_CHAIN_RPC ${chain}`)]
  })
  return Object.fromEntries(entries)
}

function resolveWallets(option: WalletRegistryOption | string): readonly WalletEntry[] {
  if (option === 'bundled') return bundledWallets
  if (typeof option === 'string') {
    const synthetic = /^synthetic:(\d+)$/.exec(option)
    if (synthetic) return resolveWallets({ synthetic: Number(synthetic[1]) })
    return resolveWallets({ file: option })
  }
  if ('synthetic' in option) {
    return generateSyntheticWallets(
      parseWith(z.int().min(1).max(1_000_000), option.synthetic, 'walletRegistry.synthetic'),
    )
  }
  if ('file' in option) {
    return parseWith(
      walletRegistrySchema,
      readJson(option.file, 'LATCH_WALLET_REGISTRY'),
      'LATCH_WALLET_REGISTRY',
    )
  }
  return parseWith(walletRegistrySchema, option, 'walletRegistry')
}

function resolveProjects(
  options: ServerOptions,
  env: Record<string, string | undefined>,
): Project[] {
  let inputs: unknown = options.projects
  let name = 'projects'
  if (inputs === undefined && env.LATCH_PROJECTS) {
    name = 'LATCH_PROJECTS'
    try {
      inputs = JSON.parse(env.LATCH_PROJECTS)
    } catch {
      throw new ServerConfigError('LATCH_PROJECTS: not JSON (an array of projects)')
    }
  } else if (inputs === undefined && env.LATCH_PROJECTS_FILE) {
    name = 'LATCH_PROJECTS_FILE'
    inputs = readJson(env.LATCH_PROJECTS_FILE, name)
  }
  const list = parseWith(z.array(z.unknown()), inputs ?? [], name)
  const projects = list.map((input, index) => {
    try {
      return parseProject(input)
    } catch (error) {
      if (error instanceof z.ZodError) {
        const issue = error.issues[0]
        throw new ServerConfigError(
          `${name}[${index}]${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}`,
        )
      }
      throw error
    }
  })
  const ids = projects.map((project) => project.id)
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
  if (duplicate) throw new ServerConfigError(`${name}: project "${duplicate}" is listed twice`)
  return projects
}

/**
 * The server's settings: each from its option, else its environment variable, else the
 * `LATCH_CONFIG_FILE`'s entry, else its default (README "Configuration").
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveServerConfig(options: ServerOptions = {}): ServerConfig {
  const env = withConfigFile(options.env ?? process.env)
  const flag = (value: boolean | undefined, name: string, fallback: boolean) =>
    value ?? (env[name] ? parseWith(booleanSchema, env[name], name) : fallback)
  const chainRpc =
    options.chainRpc ?? (env.LATCH_CHAIN_RPC ? parseChainRpc(env.LATCH_CHAIN_RPC) : {})
  const development = flag(options.development, 'LATCH_DEVELOPMENT', false)
  const projects = withDemoProject(
    resolveProjects(options, env),
    flag(options.demoProject, 'LATCH_DEMO_PROJECT', development),
  )
  const frame = resolveFrameConfig(options.frame, env, development)
  if (!development) assertProductionReady(projects, frame)
  return {
    development,
    port: options.port ?? (env.PORT ? parseWith(portSchema, env.PORT, 'PORT') : defaultPort),
    host: options.host ?? (env.HOST || defaultHost),
    database: options.database ?? databaseOptionFromEnv(env),
    projects,
    allowedOrigins: parseWith(
      z.array(originPatternSchema),
      options.allowedOrigins ?? commaSeparated(env.LATCH_ALLOWED_ORIGINS ?? ''),
      'LATCH_ALLOWED_ORIGINS',
    ),
    wallets: resolveWallets(options.walletRegistry ?? (env.LATCH_WALLET_REGISTRY || 'bundled')),
    rateLimit: relaySetting(() => resolveRateLimit(options.rateLimit, env)),
    ...relaySetting(() => resolveClientKeyOptions(options, env)),
    publicUrl: parseWith(
      httpUrlSchema.transform((url) => url.replace(/\/+$/, '')).optional(),
      options.publicUrl ?? (env.LATCH_PUBLIC_URL || undefined),
      'LATCH_PUBLIC_URL',
    ),
    bodyLimitBytes:
      options.bodyLimitBytes ??
      (env.LATCH_BODY_LIMIT_BYTES
        ? parseWith(
            z.coerce.number().int().min(256),
            env.LATCH_BODY_LIMIT_BYTES,
            'LATCH_BODY_LIMIT_BYTES',
          )
        : defaultBodyLimitBytes),
    projectCacheTtlMs: options.projectCacheTtlMs ?? 5_000,
    chainRpc,
    frame,
    relay: relaySetting(() => resolveRelayConfig(options.relay, env)),
    onramp: resolveOnrampConfig(options.onramp, env, development),
    farcaster: resolveFarcasterConfig(options.farcaster, env, development),
    ...resolveSmartAccountsConfig(options, env, development, chainRpc),
    ...resolveBlockchainConfig(options, env, chainRpc),
  }
}

/** The demo project leads unless turned off or the configured projects define `demo`. */
function withDemoProject(projects: Project[], wanted: boolean): Project[] {
  if (!wanted || projects.some((project) => project.id === demoProject.id)) return projects
  return [demoProject, ...projects]
}
