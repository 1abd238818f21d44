import { describe, expect, test } from 'vitest'
import { ServerConfigError } from './parseSetting.js'
import { defaultRelayConfig, resolveRelayConfig } from './relayConfig.js'

describe('resolveRelayConfig', () => {
  test('default', () => {
    expect(resolveRelayConfig(undefined, {})).toEqual({
      maxMessageBytes: 131_072,
      maxSubscriptionsPerConnection: 1000,
      messagesPerSecond: 20,
      burst: 40,
      maxTtlSeconds: 2_592_000,
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
        LATCH_RELAY_MAX_TTL_SECONDS: '604800',
      }),
    ).toEqual({
      ...defaultRelayConfig,
      maxMessageBytes: 65_536,
      maxSubscriptionsPerConnection: 50,
      messagesPerSecond: 7,
      burst: 14,
      maxTtlSeconds: 604_800,
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
  ])('behavior: %o is refused, naming the variable', (env, message) => {
    expect(() => resolveRelayConfig(undefined, env)).toThrow(ServerConfigError)
    expect(() => resolveRelayConfig(undefined, env)).toThrow(message)
  })
})
