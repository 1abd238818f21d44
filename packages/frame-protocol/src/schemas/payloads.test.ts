import { describe, expect, it } from 'vitest'
import { type AppEventType, appEventTypes } from '../eventTypes.js'
import { appEventExamples } from '../testing/examples.js'
import { appEventPayloadSchemas } from './payloads.js'

const invalidPayloads: { [T in AppEventType]: unknown[] } = {
  APP_SWITCH_NETWORK: [
    {},
    { chainId: '' },
    { chainId: true },
    { chainId: 1, rpcUrl: 'javascript:alert(1)' },
    { chainId: 1, rpcUrl: 'not a url' },
  ],
  APP_CONNECT_EMAIL: [{}, { email: 'ada' }, { email: 'ada@' }, { email: 42 }],
  APP_CONNECT_DEVICE: ['device', 1, null, []],
  APP_CONNECT_OTP: ['123456', 1, null],
  APP_CONNECT_SOCIAL: [
    {},
    { uri: 'javascript:alert(1)' },
    { uri: 'https://secure.example.com/r', preferredAccountType: 'payment' },
  ],
  APP_GET_FARCASTER_URI: [null],
  APP_CONNECT_FARCASTER: ['x'],
  APP_GET_USER: [{ chainId: null }, { preferredAccountType: 'ordinal' }],
  APP_GET_SOCIAL_REDIRECT_URI: [{}, { provider: 'farcaster' }, { provider: 'Google' }],
  APP_SIGN_OUT: [0],
  APP_IS_CONNECTED: [false],
  APP_GET_CHAIN_ID: [[]],
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: ['all'],
  APP_INIT_SMART_ACCOUNT: [1n],
  APP_SET_PREFERRED_ACCOUNT: [
    { type: 'eoa' },
    { type: 'payment', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    { type: 'eoa', address: '' },
  ],
  APP_RPC_REQUEST: [{}, { method: 'eth_chainId' }, { chainNamespace: 'eip155' }],
  APP_UPDATE_EMAIL: [{ email: 'grace' }, { newEmail: 'grace@example.com' }],
  APP_UPDATE_EMAIL_PRIMARY_OTP: ['111111'],
  APP_UPDATE_EMAIL_SECONDARY_OTP: [222222],
  APP_SYNC_THEME: [{ themeMode: 'system' }, { themeVariables: { accent: true } }],
  APP_SYNC_DAPP_DATA: [
    {},
    { sdkVersion: '1', sdkType: 'latch' },
    {
      sdkVersion: '1',
      sdkType: 'latch',
      projectId: 'p',
      metadata: { name: 'Demo', description: 'd', url: 'https://a.example', icons: 'x' },
    },
  ],
  APP_RELOAD: ['now'],
  APP_RPC_ABORT: [Symbol('abort')],
}

describe('appEventPayloadSchemas', () => {
  it.each(appEventTypes)('behavior: %s accepts its example', (type) => {
    const parsed = appEventPayloadSchemas[type].safeParse(appEventExamples[type])
    expect(parsed.success).toBe(true)
    expect(parsed.data).toStrictEqual(appEventExamples[type])
  })

  it.each(appEventTypes)('behavior: %s rejects malformed payloads', (type) => {
    for (const payload of invalidPayloads[type]) {
      expect(appEventPayloadSchemas[type].safeParse(payload).success, String(payload)).toBe(false)
    }
  })

  it('behavior: a request without fields may leave its payload out', () => {
    expect(appEventPayloadSchemas.APP_SIGN_OUT.parse(undefined)).toStrictEqual({})
  })

  it('behavior: keys the schema does not name are dropped', () => {
    expect(
      appEventPayloadSchemas.APP_CONNECT_EMAIL.parse({ email: 'ada@example.com', admin: true }),
    ).toStrictEqual({ email: 'ada@example.com' })
    expect(appEventPayloadSchemas.APP_SIGN_OUT.parse({ extra: 1 })).toStrictEqual({})
  })

  it('behavior: each social provider of the frame', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(appEventPayloadSchemas.APP_GET_SOCIAL_REDIRECT_URI.parse({ provider })).toStrictEqual({
        provider,
      })
    }
  })

  it('behavior: chain ids are strings or numbers', () => {
    const schema = appEventPayloadSchemas.APP_SWITCH_NETWORK
    expect(schema.parse({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).chainId).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(schema.parse({ chainId: 10 }).chainId).toBe(10)
    expect(schema.safeParse({ chainId: Number.NaN }).success).toBe(false)
  })
})
