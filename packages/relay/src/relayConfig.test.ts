import { describe, expect, test } from 'vitest'
import { defaultRelayConfig, resolveRelayConfig } from './relayConfig.js'
import { RelayConfigError } from './relayConfigError.js'

describe('resolveRelayConfig', () => {
  test('default', () => {
    expect(resolveRelayConfig(undefined, {})).toEqual({
      maxMessageBytes: 131_072,
      maxSubscriptionsPerConnection: 1000,
      messagesPerSecond: 20,
      burst: 40,
      maxTtlSeconds: 604_800,
      maxConnectionsPerClient: 20,
      maxConnectionsPerProject: 10_000,
      maxStoredBytesPerClient: 8_388_608,
      maxStoredBytesPerTopic: 1_048_576,
      maxStoredBytes: 67_108_864,
      pingIntervalMs: 20_000,
      sweepIntervalMs: 60_000,
    })
    expect(resolveRelayConfig({}, {})).toEqual(defaultRelayConfig)
  })

  test('parameters: every environment variable', () => {
    expect(
      resolveRelayConfig(undefined, {
        LATCH_RELAY: 'on',
        LATCH_RELAY_MAX_MESSAGE_BYTES: '65536',
        LATCH_RELAY_MAX_SUBSCRIPTIONS: '50',
        LATCH_RELAY_MESSAGES_PER_SECOND: '7',
        LATCH_RELAY_MAX_TTL_SECONDS: '1209600',
        LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT: '5',
        LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT: '500',
        LATCH_RELAY_MAX_TOPIC_BYTES: '262144',
        LATCH_RELAY_MAX_CLIENT_BYTES: '1048576',
        LATCH_RELAY_MAX_STORED_BYTES: '16777216',
      }),
    ).toEqual({
      ...defaultRelayConfig,
      maxMessageBytes: 65_536,
      maxSubscriptionsPerConnection: 50,
      messagesPerSecond: 7,
      burst: 14,
      maxTtlSeconds: 1_209_600,
      maxConnectionsPerClient: 5,
      maxConnectionsPerProject: 500,
      maxStoredBytesPerTopic: 262_144,
      maxStoredBytesPerClient: 1_048_576,
      maxStoredBytes: 16_777_216,
    })
  })

  test('parameters: options win over the environment', () => {
    expect(
      resolveRelayConfig(
        { messagesPerSecond: 3, pingIntervalMs: 50 },
        { LATCH_RELAY_MESSAGES_PER_SECOND: '7' },
      ),
    ).toMatchObject({ messagesPerSecond: 3, burst: 6, pingIntervalMs: 50 })
  })

  test('behavior: turned off by the option or the variable', () => {
    expect(resolveRelayConfig(false, {})).toBeUndefined()
    expect(resolveRelayConfig(undefined, { LATCH_RELAY: 'off' })).toBeUndefined()
    expect(resolveRelayConfig(undefined, { LATCH_RELAY: 'false' })).toBeUndefined()
    // An option object keeps it on whatever the variable says.
    expect(resolveRelayConfig({}, { LATCH_RELAY: 'off' })).toEqual(defaultRelayConfig)
  })

  test.each([
    [{ LATCH_RELAY: 'maybe' }, /^LATCH_RELAY: /],
    [{ LATCH_RELAY_MAX_MESSAGE_BYTES: '100' }, /^LATCH_RELAY_MAX_MESSAGE_BYTES: /],
    [{ LATCH_RELAY_MAX_SUBSCRIPTIONS: '0' }, /^LATCH_RELAY_MAX_SUBSCRIPTIONS: /],
    [{ LATCH_RELAY_MESSAGES_PER_SECOND: 'fast' }, /^LATCH_RELAY_MESSAGES_PER_SECOND: /],
    // Below the SDK's longest TTL (7 days), its session requests would be refused.
    [{ LATCH_RELAY_MAX_TTL_SECONDS: '86400' }, /^LATCH_RELAY_MAX_TTL_SECONDS: /],
    [{ LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT: '0' }, /^LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT: /],
    // A topic that cannot hold the largest message would refuse a legitimate one.
    [
      { LATCH_RELAY_MAX_TOPIC_BYTES: '65536' },
      /^LATCH_RELAY_MAX_TOPIC_BYTES: must hold the largest message: at least 140288/,
    ],
    // Each budget holds the one below it.
    [
      { LATCH_RELAY_MAX_TOPIC_BYTES: '2097152', LATCH_RELAY_MAX_CLIENT_BYTES: '1048576' },
      /^LATCH_RELAY_MAX_CLIENT_BYTES: must be at least LATCH_RELAY_MAX_TOPIC_BYTES/,
    ],
    [
      { LATCH_RELAY_MAX_STORED_BYTES: '1048576' },
      /^LATCH_RELAY_MAX_STORED_BYTES: must be at least LATCH_RELAY_MAX_CLIENT_BYTES/,
    ],
  ])('behavior: %o is refused, naming the variable', (env, message) => {
    expect(() => resolveRelayConfig(undefined, env)).toThrow(RelayConfigError)
    expect(() => resolveRelayConfig(undefined, env)).toThrow(message)
  })
})
