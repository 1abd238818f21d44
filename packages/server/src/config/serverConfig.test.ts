import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { bundledWallets } from '../wallets/bundledWallets.js'
import { resolveServerConfig } from './serverConfig.js'

describe('resolveServerConfig', () => {
  test('default', () => {
    const config = resolveServerConfig({ env: {} })
    expect(config).toMatchObject({
      development: false,
      port: 8787,
      host: '127.0.0.1',
      database: { dataDir: undefined, schema: undefined },
      allowedOrigins: [],
      rateLimit: { max: 600, windowMs: 60_000 },
      trustProxy: 0,
      publicUrl: undefined,
      bodyLimitBytes: 16_384,
      chainRpc: {},
    })
    // The demo project is a development stand-in.
    expect(config.projects).toEqual([])
    expect(config.wallets).toBe(bundledWallets)
  })

  test('parameters: development writes the demo project and runs the stand-ins', () => {
    const config = resolveServerConfig({ env: { LATCH_DEVELOPMENT: 'true' } })
    expect(config.development).toBe(true)
    expect(config.projects.map((project) => project.id)).toEqual(['demo'])
    expect(config.frame).toMatchObject({
      mail: { kind: 'mailbox' },
      walletKeyIsDevelopmentDefault: true,
      identityProvider: { port: 8789 },
    })
  })

  test('parameters: every environment variable', () => {
    const config = resolveServerConfig({
      env: {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://latch:secret@db:5432/latch',
        LATCH_DATABASE_SCHEMA: 'latch',
        LATCH_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://shop.example'] }]),
        LATCH_DEMO_PROJECT: 'false',
        LATCH_DEVELOPMENT: 'true',
        LATCH_ALLOWED_ORIGINS: 'https://admin.example, https://*.preview.example',
        LATCH_WALLET_REGISTRY: 'synthetic:25',
        LATCH_RATE_LIMIT: '100/10',
        LATCH_TRUST_PROXY: '2',
        LATCH_PUBLIC_URL: 'https://latch.example/',
        LATCH_BODY_LIMIT_BYTES: '4096',
        LATCH_CHAIN_RPC: 'eip155:1=https://rpc.example/eth,eip155:31337=http://127.0.0.1:8545',
      },
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { url: 'postgres://latch:secret@db:5432/latch', schema: 'latch' },
      allowedOrigins: ['https://admin.example', 'https://*.preview.example'],
      rateLimit: { max: 100, windowMs: 10_000 },
      trustProxy: 2,
      publicUrl: 'https://latch.example',
      bodyLimitBytes: 4096,
      chainRpc: {
        'eip155:1': 'https://rpc.example/eth',
        'eip155:31337': 'http://127.0.0.1:8545',
      },
    })
    expect(config.projects.map((project) => project.id)).toEqual(['shop'])
    expect(config.wallets).toHaveLength(25)
  })

  test('parameters: options win over the environment', () => {
    const config = resolveServerConfig({
      env: { PORT: '9000', LATCH_RATE_LIMIT: '5/1' },
      port: 0,
      rateLimit: false,
    })
    expect(config.port).toBe(0)
    expect(config.rateLimit).toBe(false)
  })

  test('parameters: projects and wallets from files, the demo project overridable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-server-config-'))
    const projectsFile = join(dir, 'projects.json')
    writeFileSync(projectsFile, JSON.stringify([{ id: 'demo', name: 'Mine', allowedOrigins: [] }]))
    const walletsFile = join(dir, 'wallets.json')
    writeFileSync(walletsFile, JSON.stringify(bundledWallets.slice(0, 2)))
    const config = resolveServerConfig({
      env: { LATCH_PROJECTS_FILE: projectsFile, LATCH_WALLET_REGISTRY: walletsFile },
      development: true,
    })
    expect(config.projects).toHaveLength(1)
    expect(config.projects[0]).toMatchObject({ id: 'demo', name: 'Mine', allowedOrigins: [] })
    expect(config.wallets.map((wallet) => wallet.id)).toEqual(['metamask', 'trust'])
  })

  test('behavior: bad values are refused, naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT/],
      [{ LATCH_PROJECTS: '{' }, /^LATCH_PROJECTS: not JSON/],
      [{ LATCH_PROJECTS: '[{"id":"a b"}]' }, /^LATCH_PROJECTS\[0\]\.id/],
      [{ LATCH_PROJECTS: '[{"id":"a"},{"id":"a"}]' }, /project "a" is listed twice/],
      [{ LATCH_PROJECTS_FILE: '/no/such/file.json' }, /^LATCH_PROJECTS_FILE: cannot read JSON/],
      [{ LATCH_ALLOWED_ORIGINS: 'https://a.example/path' }, /^LATCH_ALLOWED_ORIGINS at 0/],
      [{ LATCH_RATE_LIMIT: 'lots' }, /^LATCH_RATE_LIMIT/],
      [{ LATCH_TRUST_PROXY: 'yes' }, /^LATCH_TRUST_PROXY/],
      // A number of proxies now: "true" used to trust the client's own first entry.
      [{ LATCH_TRUST_PROXY: 'true' }, /^LATCH_TRUST_PROXY: must be the number of reverse proxies/],
      [{ LATCH_TRUST_PROXY: '-1' }, /^LATCH_TRUST_PROXY/],
      [{ LATCH_PUBLIC_URL: 'ftp://x' }, /^LATCH_PUBLIC_URL/],
      [{ LATCH_CHAIN_RPC: 'mainnet=https://x' }, /^LATCH_CHAIN_RPC: "mainnet=https:\/\/x"/],
      [{ LATCH_CHAIN_RPC: 'eip155:1=javascript:x' }, /^LATCH_CHAIN_RPC eip155:1/],
      [{ LATCH_WALLET_REGISTRY: 'synthetic:0' }, /^walletRegistry.synthetic/],
    ]
    for (const [env, message] of cases) {
      expect(() => resolveServerConfig({ env }), JSON.stringify(env)).toThrow(message)
    }
  })

  test('behavior: outside development a login without its real counterpart stops the start', () => {
    const project = (features: Record<string, unknown>) =>
      JSON.stringify([{ id: 'shop', allowedOrigins: ['https://shop.example'], features }])
    const smtp = 'smtp://mailer:secret@mail.example.com:587'
    const key = 'ab'.repeat(32)
    const google = JSON.stringify({
      google: { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 's' },
    })
    const cases: [Record<string, string>, RegExp][] = [
      [
        { LATCH_PROJECTS: project({ socials: false }) },
        /^LATCH_SMTP_URL is not set, and projects shop offer email login/,
      ],
      [
        { LATCH_PROJECTS: project({ socials: false }), LATCH_SMTP_URL: smtp },
        /^LATCH_WALLET_KEY is not set, and projects shop offer logins/,
      ],
      [
        { LATCH_PROJECTS: project({ email: false, socials: ['google'] }) },
        /^LATCH_WALLET_KEY is not set/,
      ],
      [
        { LATCH_PROJECTS: project({ email: false, socials: ['google'] }), LATCH_WALLET_KEY: key },
        /^LATCH_SOCIAL_PROVIDERS has no "google", and project shop offers it/,
      ],
      [
        {
          LATCH_PROJECTS: project({ email: false, socials: ['google', 'farcaster'] }),
          LATCH_WALLET_KEY: key,
          LATCH_SOCIAL_PROVIDERS: google,
          LATCH_FARCASTER_RPC: 'optimism.example',
        },
        /^LATCH_FARCASTER_RPC/,
      ],
    ]
    for (const [env, message] of cases) {
      expect(() => resolveServerConfig({ env }), JSON.stringify(env)).toThrow(message)
    }
    // Farcaster needs nothing more: the real relay and Optimism are its defaults.
    const farcaster = resolveServerConfig({
      env: {
        LATCH_PROJECTS: project({ email: false, socials: ['google', 'farcaster'] }),
        LATCH_WALLET_KEY: key,
        LATCH_SOCIAL_PROVIDERS: google,
      },
    }).farcaster
    expect(farcaster).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      rpcUrl: 'https://mainnet.optimism.io',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      developmentWallet: undefined,
    })
    // With each real counterpart, or with no login offered, it starts.
    expect(
      resolveServerConfig({
        env: {
          LATCH_PROJECTS: project({ socials: ['google'] }),
          LATCH_SMTP_URL: smtp,
          LATCH_WALLET_KEY: key,
          LATCH_SOCIAL_PROVIDERS: google,
        },
      }).frame.mail.kind,
    ).toBe('smtp')
    expect(
      resolveServerConfig({ env: { LATCH_PROJECTS: project({ email: false, socials: false }) } })
        .projects,
    ).toHaveLength(1)
  })
})
