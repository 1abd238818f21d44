import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { ServerConfigError } from '../config/parseSetting.js'
import {
  developmentClientSecret,
  developmentWalletKeyLabel,
  resolveFrameConfig,
} from './frameConfig.js'

describe('resolveFrameConfig', () => {
  test('default: no stand-in: no mailbox, no key, no local provider, no social provider', () => {
    const config = resolveFrameConfig({}, {})
    expect(config).toMatchObject({
      walletKey: undefined,
      walletKeyIsDevelopmentDefault: false,
      mail: { kind: 'none' },
      identityProvider: false,
      socialProviders: {},
    })
  })

  test('parameters: development: dev mailbox, development key, local OpenID provider for every provider', () => {
    const config = resolveFrameConfig({}, {}, true)
    expect(config).toMatchObject({
      port: 8788,
      publicUrl: undefined,
      walletKeyIsDevelopmentDefault: true,
      mail: { kind: 'mailbox' },
      identityProvider: { port: 8789 },
    })
    expect(Buffer.from(config.walletKey ?? [])).toEqual(
      createHash('sha256').update(developmentWalletKeyLabel).digest(),
    )
    expect(config.socialProviders.github).toEqual({
      clientId: 'github',
      clientSecret: developmentClientSecret,
      standIn: true,
    })
  })

  test('parameters: every environment variable', () => {
    const key = 'ab'.repeat(32)
    const config = resolveFrameConfig(
      {},
      {
        LATCH_FRAME_PORT: '9100',
        LATCH_FRAME_PUBLIC_URL: 'https://secure.example.com/',
        LATCH_WALLET_KEY: key,
        LATCH_SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
        LATCH_MAIL_FROM: 'Shop <codes@shop.example>',
        LATCH_OIDC_PORT: 'off',
        LATCH_SOCIAL_PROVIDERS: JSON.stringify({
          google: { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 's' },
          github: { clientId: 'gh', clientSecret: 's', baseUrl: 'http://127.0.0.1:9999/github' },
        }),
        LATCH_FRAME_RATE_LIMIT: '100/30',
      },
      true,
    )
    expect(config).toMatchObject({
      port: 9100,
      publicUrl: 'https://secure.example.com',
      walletKeyIsDevelopmentDefault: false,
      mail: { kind: 'smtp', from: 'Shop <codes@shop.example>' },
      identityProvider: false,
    })
    expect(Buffer.from(config.walletKey ?? []).toString('hex')).toBe(key)
    expect(config.socialProviders.google?.issuer).toBe('https://accounts.google.com')
    expect(config.socialProviders.github).toEqual({
      clientId: 'gh',
      clientSecret: 's',
      baseUrl: 'http://127.0.0.1:9999/github',
    })
    expect(config.socialProviders.x).toMatchObject({ clientId: 'x', standIn: true })
    expect(config.rateLimits.api).toEqual({ max: 100, windowMs: 30_000, lockoutMs: 300_000 })
  })

  test('behavior: a bad key is refused without being repeated', () => {
    const resolve = () => resolveFrameConfig({}, { LATCH_WALLET_KEY: 'secret-but-short' })
    expect(resolve).toThrow(ServerConfigError)
    expect(resolve).toThrow(/^LATCH_WALLET_KEY: must be 64 hex characters/)
    expect(resolve).not.toThrow(/secret-but-short/)
  })
})
