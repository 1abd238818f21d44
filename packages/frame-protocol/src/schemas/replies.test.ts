import { describe, expect, it } from 'vitest'
import { type AppEventType, appEventTypes, frameNoticeTypes } from '../eventTypes.js'
import { noticeExamples, successExamples, user } from '../testing/examples.js'
import {
  errorPayloadSchema,
  noticePayloadSchemas,
  successPayloadSchemas,
  userRecordSchema,
} from './replies.js'

// APP_RPC_REQUEST's result is the wallet's answer, any value: it has no malformed example.
const invalidResults: { [T in Exclude<AppEventType, 'APP_RPC_REQUEST'>]: unknown[] } = {
  APP_SWITCH_NETWORK: [{}, { chainId: null }],
  APP_CONNECT_EMAIL: [{}, { action: 'VERIFY_PRIMARY_OTP' }, { action: 'verify_otp' }],
  APP_CONNECT_DEVICE: ['ok'],
  APP_CONNECT_OTP: [null],
  APP_CONNECT_SOCIAL: [{}, { ...user, email: 'not-an-email' }],
  APP_GET_FARCASTER_URI: [{}, { url: 'javascript:alert(1)' }, { uri: 'https://f.example' }],
  APP_CONNECT_FARCASTER: [{ address: '0x1' }],
  APP_GET_USER: [{ ...user, accounts: [{ address: '0x1', type: 'payment' }] }],
  APP_GET_SOCIAL_REDIRECT_URI: [{}, { uri: 'data:text/html,<script>alert(1)</script>' }],
  APP_SIGN_OUT: [1],
  APP_IS_CONNECTED: [{}, { isConnected: 'yes' }],
  APP_GET_CHAIN_ID: [{}],
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: [
    {},
    { smartAccountEnabledNetworks: '1,8453' },
    { smartAccountEnabledNetworks: [1.5] },
    { smartAccountEnabledNetworks: [-1] },
  ],
  APP_INIT_SMART_ACCOUNT: [{ address: '0x1' }],
  APP_SET_PREFERRED_ACCOUNT: [{ type: 'eoa' }],
  APP_UPDATE_EMAIL: [{ action: 'VERIFY_OTP' }],
  APP_UPDATE_EMAIL_PRIMARY_OTP: ['done'],
  APP_UPDATE_EMAIL_SECONDARY_OTP: [{}, { newEmail: 'grace' }],
  APP_SYNC_THEME: [null],
  APP_SYNC_DAPP_DATA: [null],
  APP_RELOAD: [null],
  APP_RPC_ABORT: [null],
}

describe('successPayloadSchemas', () => {
  it.each(appEventTypes)('behavior: %s accepts its example', (type) => {
    const parsed = successPayloadSchemas[type].safeParse(successExamples[type])
    expect(parsed.success).toBe(true)
    expect(parsed.data).toStrictEqual(successExamples[type])
  })

  it.each(Object.keys(invalidResults) as (keyof typeof invalidResults)[])(
    'behavior: %s rejects malformed results',
    (type) => {
      for (const result of invalidResults[type]) {
        expect(successPayloadSchemas[type].safeParse(result).success, String(result)).toBe(false)
      }
    },
  )

  it('behavior: connect email asks for a device check, a code, or nothing more', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) {
      expect(successPayloadSchemas.APP_CONNECT_EMAIL.parse({ action })).toStrictEqual({ action })
    }
  })

  it('behavior: an RPC result passes as it is', () => {
    const result = { hash: '0x5f3a', nested: [1, 'two'] }
    expect(successPayloadSchemas.APP_RPC_REQUEST.parse(result)).toStrictEqual(result)
  })
})

describe('userRecordSchema', () => {
  it('behavior: only the address and the chain id are required', () => {
    expect(userRecordSchema.parse({ address: '0x1', chainId: 1 })).toStrictEqual({
      address: '0x1',
      chainId: 1,
    })
    expect(userRecordSchema.safeParse({ chainId: 1 }).success).toBe(false)
    expect(userRecordSchema.safeParse({ address: '0x1' }).success).toBe(false)
  })

  it('behavior: a sign-in message, with the embedded variant serialized', () => {
    const siwxMessage = {
      accountAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainId: 'eip155:1',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'n0nce',
      issuedAt: '2025-01-01T00:00:00.000Z',
      resources: ['https://app.example.com/terms'],
      serializedMessage: 'app.example.com wants you to sign in',
    }
    expect(userRecordSchema.parse({ ...user, siwxMessage }).siwxMessage).toStrictEqual(siwxMessage)
    expect(
      userRecordSchema.safeParse({ ...user, siwxMessage: { ...siwxMessage, nonce: 1 } }).success,
    ).toBe(false)
  })

  it('behavior: the social provider a visitor signed in with, farcaster included', () => {
    for (const socialProvider of ['github', 'farcaster']) {
      expect(userRecordSchema.parse({ ...user, socialProvider }).socialProvider).toBe(
        socialProvider,
      )
    }
    expect(userRecordSchema.safeParse({ ...user, socialProvider: 'myspace' }).success).toBe(false)
  })
})

describe('errorPayloadSchema', () => {
  it('default', () => {
    expect(errorPayloadSchema.parse(undefined)).toStrictEqual({ message: 'An error occurred' })
    expect(errorPayloadSchema.parse({})).toStrictEqual({ message: 'An error occurred' })
  })

  it('behavior: keeps the message', () => {
    expect(errorPayloadSchema.parse({ message: 'User rejected' })).toStrictEqual({
      message: 'User rejected',
    })
    expect(errorPayloadSchema.safeParse({ message: 42 }).success).toBe(false)
  })
})

describe('noticePayloadSchemas', () => {
  it.each(frameNoticeTypes)('behavior: %s accepts its example', (type) => {
    expect(noticePayloadSchemas[type].parse(noticeExamples[type])).toStrictEqual(
      noticeExamples[type],
    )
  })

  it('behavior: FRAME_READY has an optional version', () => {
    expect(noticePayloadSchemas.FRAME_READY.parse(undefined)).toStrictEqual({})
    expect(noticePayloadSchemas.FRAME_READY.safeParse({ version: 4 }).success).toBe(false)
  })

  it('behavior: FRAME_SESSION_UPDATE needs its token', () => {
    expect(noticePayloadSchemas.FRAME_SESSION_UPDATE.safeParse({}).success).toBe(false)
    expect(noticePayloadSchemas.FRAME_SESSION_UPDATE.safeParse({ token: 1 }).success).toBe(false)
  })
})
