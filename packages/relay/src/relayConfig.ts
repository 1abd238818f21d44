import * as z from 'zod'
import { parseSetting } from './relayConfigError.js'

/** The relay's limits (README "Settings"), each also read from its `LATCH_RELAY_*` variable. */
export type RelayOptions = {
  /** `LATCH_RELAY_MAX_MESSAGE_BYTES`: the largest message one publish carries; 128 KiB. */
  maxMessageBytes?: number
  /** `LATCH_RELAY_MAX_SUBSCRIPTIONS`: topics one connection may subscribe to; 1000. */
  maxSubscriptionsPerConnection?: number
  /** `LATCH_RELAY_MESSAGES_PER_SECOND`: requests one connection may send; 20 (bursts of twice as many). */
  messagesPerSecond?: number
  /** `LATCH_RELAY_MAX_TTL_SECONDS`: the longest a message is kept; 7 days (the SDK's longest). */
  maxTtlSeconds?: number
  /** `LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT`: open connections of one client address or IPv6 network; 20. */
  maxConnectionsPerClient?: number
  /** `LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT`: open connections of one project id; 10 000. */
  maxConnectionsPerProject?: number
  /** `LATCH_RELAY_MAX_CLIENT_BYTES`: bytes stored for what one client address or network published; 8 MiB. */
  maxStoredBytesPerClient?: number
  /** `LATCH_RELAY_MAX_TOPIC_BYTES`: bytes stored on one topic; 1 MiB. */
  maxStoredBytesPerTopic?: number
  /** `LATCH_RELAY_MAX_STORED_BYTES`: bytes the relay stores in all; 64 MiB. */
  maxStoredBytes?: number
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
  maxConnectionsPerClient: number
  maxConnectionsPerProject: number
  /**
   * Budgets of stored bytes, each message counted as its text, its attestation and
   * {@link storedRowOverheadBytes} for its row: a publish past one is refused.
   */
  maxStoredBytesPerClient: number
  maxStoredBytesPerTopic: number
  maxStoredBytes: number
}

/**
 * How many clients' acknowledgements of one message are kept. A message on a WalletConnect
 * topic is for the one peer on its other end (a second client id when that peer's storage was
 * cleared); past this, a reader's acknowledgement is not stored, so a client minting ids to
 * read its own messages again cannot grow the table without bound.
 */
export const maxReadersPerMessage = 4

/**
 * What one stored message costs besides its text: its row (topic, hash, publisher, times) and
 * the entries of its three indexes, 512 bytes rounded up, and the acknowledgements of its
 * readers, paid in advance (128 bytes each, row and index), so that a flood of tiny messages
 * and of readers is counted near what it really takes.
 */
export const storedRowOverheadBytes = 512 + maxReadersPerMessage * 128

/** The longest attestation (a JWT of the SDK's verify service) a publish may carry. */
export const maxAttestationBytes = 8192

export type RelayConfig = RelayLimits & { pingIntervalMs: number; sweepIntervalMs: number }

export const defaultRelayConfig: RelayConfig = Object.freeze({
  // A session request carrying a large transaction stays well below this once encrypted.
  maxMessageBytes: 128 * 1024,
  // The SDK subscribes again in batches of up to 500 topics after a reconnect.
  maxSubscriptionsPerConnection: 1000,
  messagesPerSecond: 20,
  burst: 40,
  // The SDK's longest TTL is 7 days (a session request's expiry): nothing it sends needs more.
  maxTtlSeconds: 7 * 24 * 60 * 60,
  // A browser tab holds one connection per sign-client; a household or an office behind one
  // address opens a few each. Twenty leaves room for that and none for a flood.
  maxConnectionsPerClient: 20,
  maxConnectionsPerProject: 10_000,
  // A pairing's messages are a few KiB each and live minutes (the SDK's TTLs are 30 s to 7 days):
  // a topic needs far less than 1 MiB, and a client's pairings together far less than 8 MiB.
  maxStoredBytesPerClient: 8 * 1024 * 1024,
  maxStoredBytesPerTopic: 1024 * 1024,
  // Kept in the database, which latch-server shares with sessions and sealed keys (in memory
  // with PGlite by default).
  maxStoredBytes: 64 * 1024 * 1024,
  pingIntervalMs: 20_000,
  sweepIntervalMs: 60_000,
})

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max)
const switchSchema = z.enum(['on', 'off', 'true', 'false'])

/**
 * The relay's settings, each from its option, else its environment variable, else its
 * default; `undefined` when the relay is turned off (`relay: false`, `LATCH_RELAY=off`).
 *
 * @throws {RelayConfigError} naming the option or variable that is wrong.
 */
export function resolveRelayConfig(
  options: RelayOptions | false | undefined,
  env: Record<string, string | undefined>,
): RelayConfig | undefined {
  if (options === false) return undefined
  if (options === undefined && env.LATCH_RELAY) {
    const wanted = parseSetting(switchSchema, env.LATCH_RELAY, 'LATCH_RELAY')
    if (wanted === 'off' || wanted === 'false') return undefined
  }
  // An option wins over its variable; the intervals (test knobs) have no variable.
  const setting = (
    option: number | undefined,
    name: string,
    schema: z.ZodType<number>,
    fallback: number,
  ): number => {
    if (option !== undefined) return parseSetting(schema, option, name)
    const text = name.startsWith('LATCH_') ? env[name] : undefined
    return text ? parseSetting(schema, text, name) : fallback
  }
  const messagesPerSecond = setting(
    options?.messagesPerSecond,
    'LATCH_RELAY_MESSAGES_PER_SECOND',
    positiveInt(10_000),
    defaultRelayConfig.messagesPerSecond,
  )
  const maxMessageBytes = setting(
    options?.maxMessageBytes,
    'LATCH_RELAY_MAX_MESSAGE_BYTES',
    // Below 1 KiB no session proposal fits; above 4 MiB one message is a file upload.
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(4 * 1024 * 1024),
    defaultRelayConfig.maxMessageBytes,
  )
  return {
    maxMessageBytes,
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
        .max(30 * 24 * 60 * 60),
      defaultRelayConfig.maxTtlSeconds,
    ),
    ...storageBudgets(options, setting, maxMessageBytes),
    maxConnectionsPerClient: setting(
      options?.maxConnectionsPerClient,
      'LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT',
      positiveInt(100_000),
      defaultRelayConfig.maxConnectionsPerClient,
    ),
    maxConnectionsPerProject: setting(
      options?.maxConnectionsPerProject,
      'LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT',
      positiveInt(10_000_000),
      defaultRelayConfig.maxConnectionsPerProject,
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

type Setting = (
  option: number | undefined,
  name: string,
  schema: z.ZodType<number>,
  fallback: number,
) => number

/**
 * The three storage budgets, each large enough for the one below it: a topic holds at least
 * one message of the largest size, a client at least one full topic, the relay one client.
 *
 * @throws {RelayConfigError} naming the budget that is too small.
 */
function storageBudgets(
  options: RelayOptions | undefined,
  setting: Setting,
  maxMessageBytes: number,
): Pick<RelayLimits, 'maxStoredBytesPerClient' | 'maxStoredBytesPerTopic' | 'maxStoredBytes'> {
  const bytes = z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(2 ** 40)
  // The largest message, with the largest attestation the protocol takes, and its row.
  const largest = maxMessageBytes + maxAttestationBytes + storedRowOverheadBytes
  const maxStoredBytesPerTopic = setting(
    options?.maxStoredBytesPerTopic,
    'LATCH_RELAY_MAX_TOPIC_BYTES',
    bytes.min(largest, `must hold the largest message: at least ${largest}`),
    Math.max(defaultRelayConfig.maxStoredBytesPerTopic, largest),
  )
  const maxStoredBytesPerClient = setting(
    options?.maxStoredBytesPerClient,
    'LATCH_RELAY_MAX_CLIENT_BYTES',
    bytes.min(maxStoredBytesPerTopic, 'must be at least LATCH_RELAY_MAX_TOPIC_BYTES'),
    Math.max(defaultRelayConfig.maxStoredBytesPerClient, maxStoredBytesPerTopic),
  )
  const maxStoredBytes = setting(
    options?.maxStoredBytes,
    'LATCH_RELAY_MAX_STORED_BYTES',
    bytes.min(maxStoredBytesPerClient, 'must be at least LATCH_RELAY_MAX_CLIENT_BYTES'),
    Math.max(defaultRelayConfig.maxStoredBytes, maxStoredBytesPerClient),
  )
  return { maxStoredBytesPerClient, maxStoredBytesPerTopic, maxStoredBytes }
}
