import * as z from 'zod'
import type { ClientKeyOptions } from './clientAddress.js'
import { defaultIpv6PrefixLength } from './clientNetwork.js'
import type { RateLimit } from './rateLimiter.js'
import { parseSetting, RelayConfigError } from './relayConfigError.js'

// The settings every limit of a Latch service reads its clients by, shared by latch-relay and
// latch-server (which reads them for its HTTP service and the relay it mounts alike).

/** `LATCH_RATE_LIMIT` unless set: 600 requests (or relay connections) a minute per client and project. */
export const defaultRateLimit: RateLimit = { max: 600, windowMs: 60_000 }

// A number, not a switch: trusting "the first entry" of X-Forwarded-For trusts the client.
const proxyHopsSchema = z.coerce
  .number({ error: 'must be the number of reverse proxies in front of the server (0 for none)' })
  .int('must be the number of reverse proxies in front of the server (0 for none)')
  .min(0)
  .max(10)
// Shorter than a /32 would count a whole provider as one client; 128 is one address.
const ipv6PrefixSchema = z.coerce
  .number({ error: 'must be a prefix length from 32 to 128' })
  .int('must be a prefix length from 32 to 128')
  .min(32, 'must be a prefix length from 32 to 128')
  .max(128, 'must be a prefix length from 32 to 128')

/**
 * How clients are told apart: each option, else `LATCH_TRUST_PROXY` (0) and
 * `LATCH_IPV6_PREFIX` (64).
 *
 * @throws {RelayConfigError} naming the variable that is wrong.
 * @example
 * resolveClientKeyOptions({}, { LATCH_TRUST_PROXY: '1' }) // { trustProxy: 1, ipv6PrefixLength: 64 }
 */
export function resolveClientKeyOptions(
  options: Partial<ClientKeyOptions>,
  env: Record<string, string | undefined>,
): ClientKeyOptions {
  return {
    trustProxy: parseSetting(
      proxyHopsSchema,
      options.trustProxy ?? env.LATCH_TRUST_PROXY ?? 0,
      'LATCH_TRUST_PROXY',
    ),
    ipv6PrefixLength: parseSetting(
      ipv6PrefixSchema,
      options.ipv6PrefixLength ?? env.LATCH_IPV6_PREFIX ?? defaultIpv6PrefixLength,
      'LATCH_IPV6_PREFIX',
    ),
  }
}

/**
 * The rate limit per client and project: the option, else `LATCH_RATE_LIMIT`
 * (`<max>/<seconds>` or `off`), else {@link defaultRateLimit}; `false` is none.
 *
 * @throws {RelayConfigError} when `LATCH_RATE_LIMIT` is neither.
 * @example
 * resolveRateLimit(undefined, { LATCH_RATE_LIMIT: '100/10' }) // { max: 100, windowMs: 10_000 }
 */
export function resolveRateLimit(
  option: RateLimit | false | undefined,
  env: Record<string, string | undefined>,
): RateLimit | false {
  if (option !== undefined) return option
  const value = env.LATCH_RATE_LIMIT
  if (!value) return defaultRateLimit
  if (value === 'off') return false
  const match = /^(\d+)\/(\d+)$/.exec(value)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new RelayConfigError('LATCH_RATE_LIMIT: use <max requests>/<seconds> or off')
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}
