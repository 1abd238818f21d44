import { describe, expect, test } from 'vitest'
import { defaultRelayConfig } from './relayConfig.js'
import { RelayConfigError } from './relayConfigError.js'
import { resolveRelayServerConfig } from './relayServerConfig.js'

describe('resolveRelayServerConfig', () => {
  test('default: loopback port 8791, PGlite in memory, any project, the limits of latch-server', () => {
    expect(resolveRelayServerConfig({ env: {} })).toEqual({
      port: 8791,
      host: '127.0.0.1',
      database: { dataDir: undefined, schema: undefined },
      projectIds: 'any',
      publicUrl: undefined,
      rateLimit: { max: 600, windowMs: 60_000 },
      trustProxy: 0,
      ipv6PrefixLength: 64,
      relay: defaultRelayConfig,
    })
  })

  test('behavior: every setting from its variable, by latch-server’s names', () => {
    const config = resolveRelayServerConfig({
      env: {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://relay@db:5432/relay',
        LATCH_DATA_DIR: './ignored-beside-a-url',
        LATCH_DATABASE_SCHEMA: 'relay',
        LATCH_PUBLIC_URL: 'https://relay.example/',
        LATCH_RELAY_PROJECT_IDS: 'shop, wallet-app',
        LATCH_RATE_LIMIT: '100/10',
        LATCH_TRUST_PROXY: '1',
        LATCH_IPV6_PREFIX: '56',
        LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT: '5',
      },
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { url: 'postgres://relay@db:5432/relay', schema: 'relay' },
      publicUrl: 'https://relay.example',
      projectIds: ['shop', 'wallet-app'],
      rateLimit: { max: 100, windowMs: 10_000 },
      trustProxy: 1,
      ipv6PrefixLength: 56,
      relay: { maxConnectionsPerClient: 5 },
    })
    expect(resolveRelayServerConfig({ env: { LATCH_DATA_DIR: './relay-data' } }).database).toEqual({
      dataDir: './relay-data',
      schema: undefined,
    })
  })

  test('parameters: options win over the environment', () => {
    const config = resolveRelayServerConfig({
      env: { PORT: '9000', LATCH_RELAY_PROJECT_IDS: 'shop', LATCH_RATE_LIMIT: '1/1' },
      port: 0,
      projectIds: ['wallet-app'],
      rateLimit: false,
      relay: { maxConnectionsPerClient: 3 },
    })
    expect(config).toMatchObject({
      port: 0,
      projectIds: ['wallet-app'],
      rateLimit: false,
      relay: { maxConnectionsPerClient: 3 },
    })
  })

  test('behavior: "*" or an empty list is any project id', () => {
    expect(resolveRelayServerConfig({ env: { LATCH_RELAY_PROJECT_IDS: '*' } }).projectIds).toBe(
      'any',
    )
    expect(resolveRelayServerConfig({ env: { LATCH_RELAY_PROJECT_IDS: ' , ' } }).projectIds).toBe(
      'any',
    )
  })

  test.each([
    [{ LATCH_RELAY_PROJECT_IDS: 'shop,../demo' }, /^LATCH_RELAY_PROJECT_IDS at 1: must be 1–128/],
    [{ PORT: 'eighty' }, /^PORT/],
    [{ LATCH_PUBLIC_URL: 'relay.example' }, /^LATCH_PUBLIC_URL/],
    [{ LATCH_RATE_LIMIT: 'lots' }, /^LATCH_RATE_LIMIT: use <max requests>\/<seconds> or off/],
    [{ LATCH_TRUST_PROXY: 'true' }, /^LATCH_TRUST_PROXY: must be the number of reverse proxies/],
    [{ LATCH_IPV6_PREFIX: '16' }, /^LATCH_IPV6_PREFIX: must be a prefix length from 32 to 128/],
    [{ LATCH_RELAY_MAX_MESSAGE_BYTES: '10' }, /^LATCH_RELAY_MAX_MESSAGE_BYTES/],
    [{ LATCH_RELAY: 'off' }, /^LATCH_RELAY: latch-relay runs only the relay/],
  ])('behavior: %o is refused, naming the variable', (env, message) => {
    expect(() => resolveRelayServerConfig({ env })).toThrow(RelayConfigError)
    expect(() => resolveRelayServerConfig({ env })).toThrow(message)
  })
})
