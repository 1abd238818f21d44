import { type DatabaseOption, databaseOptionFromEnv } from '@latch/database'
import * as z from 'zod'
import { resolveClientKeyOptions, resolveRateLimit } from './clientSettings.js'
import type { RateLimit } from './rateLimiter.js'
import { type RelayConfig, type RelayOptions, resolveRelayConfig } from './relayConfig.js'
import { parseSetting, RelayConfigError } from './relayConfigError.js'

/** The options of `createRelayServer` (README "Settings"); each falls back to its variable. */
export type RelayServerOptions = {
  /** Read for every setting the options leave out; `process.env` by default, `{}` to ignore. */
  env?: Record<string, string | undefined>
  /** `PORT`; 8791 by default (latch-server's 8787 to 8789 and the devnet's 8790 stay free). */
  port?: number
  /** `HOST`; 127.0.0.1 by default (0.0.0.0 to listen on every interface). */
  host?: string
  /**
   * `DATABASE_URL` (a PostgreSQL server), `LATCH_DATA_DIR` (PGlite kept on disk),
   * `LATCH_DATABASE_SCHEMA`; PGlite in memory by default.
   */
  database?: DatabaseOption
  /**
   * `LATCH_RELAY_PROJECT_IDS` (comma-separated): the project ids clients may connect with;
   * `'any'` (the default, or `*`) accepts every id.
   */
  projectIds?: readonly string[] | 'any'
  /**
   * `LATCH_PUBLIC_URL`: the https URL the relay is reached at (`wss://…/relay` is then the only
   * JWT audience); without it, the addresses it listens on.
   */
  publicUrl?: string
  /** `LATCH_RATE_LIMIT` (`<max>/<seconds>` or `off`): connections per client address and project. */
  rateLimit?: RateLimit | false
  /** `LATCH_TRUST_PROXY`: how many reverse proxies of yours stand in front (0). */
  trustProxy?: number
  /** `LATCH_IPV6_PREFIX`: the leading bits of an IPv6 address that make one client (64). */
  ipv6PrefixLength?: number
  /** The relay's limits, each also read from its `LATCH_RELAY_*` variable. */
  relay?: RelayOptions
}

export type RelayServerConfig = {
  port: number
  host: string
  database: DatabaseOption
  projectIds: readonly string[] | 'any'
  publicUrl: string | undefined
  rateLimit: RateLimit | false
  trustProxy: number
  ipv6PrefixLength: number
  relay: RelayConfig
}

export const defaultRelayPort = 8791
export const defaultRelayHost = '127.0.0.1'

const portSchema = z.coerce.number().int().min(0).max(65_535)
// What a project id may be (latch-server's rule for its projects' ids).
const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'must be 1–128 letters, digits, _ or -')
const httpUrlSchema = z.url({ protocol: /^https?$/ })

function resolveProjectIds(
  option: readonly string[] | 'any' | undefined,
  env: Record<string, string | undefined>,
): readonly string[] | 'any' {
  const name = option === undefined ? 'LATCH_RELAY_PROJECT_IDS' : 'projectIds'
  const listed =
    option ??
    (env.LATCH_RELAY_PROJECT_IDS ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  if (listed === 'any' || listed.length === 0 || (listed.length === 1 && listed[0] === '*')) {
    return 'any'
  }
  return parseSetting(z.array(projectIdSchema), listed, name)
}

/**
 * latch-relay's settings: each from its option, else its environment variable, else its
 * default.
 *
 * @throws {RelayConfigError} naming the option or variable that is wrong.
 * @example
 * const config = resolveRelayServerConfig({ env: { LATCH_RELAY_PROJECT_IDS: 'shop' } })
 */
export function resolveRelayServerConfig(options: RelayServerOptions = {}): RelayServerConfig {
  const env = options.env ?? process.env
  const relay = resolveRelayConfig(options.relay, env)
  if (!relay) throw new RelayConfigError('LATCH_RELAY: latch-relay runs only the relay: not off')
  return {
    port:
      options.port ?? (env.PORT ? parseSetting(portSchema, env.PORT, 'PORT') : defaultRelayPort),
    host: options.host ?? (env.HOST || defaultRelayHost),
    database: options.database ?? databaseOptionFromEnv(env),
    projectIds: resolveProjectIds(options.projectIds, env),
    publicUrl: parseSetting(
      httpUrlSchema.transform((url) => url.replace(/\/+$/, '')).optional(),
      options.publicUrl ?? (env.LATCH_PUBLIC_URL || undefined),
      'LATCH_PUBLIC_URL',
    ),
    rateLimit: resolveRateLimit(options.rateLimit, env),
    ...resolveClientKeyOptions(options, env),
    relay,
  }
}
