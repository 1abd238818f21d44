import * as z from 'zod'
import { parseWith } from './parseSetting.js'

/** The WalletConnect relay's options (README "Relay"); `false` turns the relay off. */
export type RelayOptions = {
  /** `LATCH_RELAY_MAX_MESSAGE_BYTES`: the largest message one publish carries; 128 KiB. */
  maxMessageBytes?: number
  /** `LATCH_RELAY_MAX_SUBSCRIPTIONS`: topics one connection may subscribe to; 1000. */
  maxSubscriptionsPerConnection?: number
  /** `LATCH_RELAY_MESSAGES_PER_SECOND`: requests one connection may send; 20 (bursts of twice as many). */
  messagesPerSecond?: number
  /** `LATCH_RELAY_MAX_TTL_SECONDS`: the longest a message is kept; 30 days. */
  maxTtlSeconds?: number
  /** How often each connection is pinged; 20 s (the SDK drops a connection silent for 35 s). */
  pingIntervalMs?: number
  /** How often expired messages are deleted; 60 s. */
  sweepIntervalMs?: number
}

export type RelayLimits = {
  maxMessageBytes: number
  maxSubscriptionsPerConnection: number
  messagesPerSecond: number
  /** Requests a quiet connection may send at once. */
  burst: number
  maxTtlSeconds: number
}

export type RelayConfig = RelayLimits & { pingIntervalMs: number; sweepIntervalMs: number }

export const defaultRelayConfig: RelayConfig = Object.freeze({
  // A session request carrying a large transaction stays well below this once encrypted.
  maxMessageBytes: 128 * 1024,
  // The SDK subscribes again in batches of up to 500 topics after a reconnect.
  maxSubscriptionsPerConnection: 1000,
  messagesPerSecond: 20,
  burst: 40,
  // The SDK's longest TTL is 7 days (a session request's expiry); the vendor relay keeps 30.
  maxTtlSeconds: 30 * 24 * 60 * 60,
  pingIntervalMs: 20_000,
  sweepIntervalMs: 60_000,
})

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max)
const switchSchema = z.enum(['on', 'off', 'true', 'false'])

/**
 * The relay's settings, each from its option, else its environment variable, else its
 * default; `undefined` when the relay is turned off (`relay: false`, `LATCH_RELAY=off`).
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveRelayConfig(
  options: RelayOptions | false | undefined,
  env: Record<string, string | undefined>,
): RelayConfig | undefined {
  if (options === false) return undefined
  if (options === undefined && env.LATCH_RELAY) {
    const wanted = parseWith(switchSchema, env.LATCH_RELAY, 'LATCH_RELAY')
    if (wanted === 'off' || wanted === 'false') return undefined
  }
  // An option wins over its variable; the intervals (test knobs) have no variable.
  const setting = (
    option: number | undefined,
    name: string,
    schema: z.ZodType<number>,
    fallback: number,
  ): number => {
    if (option !== undefined) return parseWith(schema, option, name)
    const text = name.startsWith('LATCH_') ? env[name] : undefined
    return text ? parseWith(schema, text, name) : fallback
  }
  const messagesPerSecond = setting(
    options?.messagesPerSecond,
    'LATCH_RELAY_MESSAGES_PER_SECOND',
    positiveInt(10_000),
    defaultRelayConfig.messagesPerSecond,
  )
  return {
    maxMessageBytes: setting(
      options?.maxMessageBytes,
      'LATCH_RELAY_MAX_MESSAGE_BYTES',
      // Below 1 KiB no session proposal fits; above 4 MiB one message is a file upload.
      z.coerce
        .number()
        .int()
        .min(1024)
        .max(4 * 1024 * 1024),
      defaultRelayConfig.maxMessageBytes,
    ),
    maxSubscriptionsPerConnection: setting(
      options?.maxSubscriptionsPerConnection,
      'LATCH_RELAY_MAX_SUBSCRIPTIONS',
      positiveInt(100_000),
      defaultRelayConfig.maxSubscriptionsPerConnection,
    ),
    messagesPerSecond,
    burst: messagesPerSecond * 2,
    maxTtlSeconds: setting(
      options?.maxTtlSeconds,
      'LATCH_RELAY_MAX_TTL_SECONDS',
      // At least the SDK's longest TTL, or its session requests would be refused.
      z.coerce
        .number()
        .int()
        .min(7 * 24 * 60 * 60)
        .max(365 * 24 * 60 * 60),
      defaultRelayConfig.maxTtlSeconds,
    ),
    pingIntervalMs: setting(
      options?.pingIntervalMs,
      'relay.pingIntervalMs',
      positiveInt(30_000),
      defaultRelayConfig.pingIntervalMs,
    ),
    sweepIntervalMs: setting(
      options?.sweepIntervalMs,
      'relay.sweepIntervalMs',
      positiveInt(24 * 60 * 60 * 1000),
      defaultRelayConfig.sweepIntervalMs,
    ),
  }
}
