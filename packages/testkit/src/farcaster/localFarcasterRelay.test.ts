// The local relay answers as relay.farcaster.xyz does, through the library apps and wallets
// call it with, and refuses what it refuses.
import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type LocalFarcasterRelay,
  localFarcasterRelayKey,
  startLocalFarcasterRelay,
} from './localFarcasterRelay.js'

// Never read: no chain is asked in these tests.
const ethereum = {
  getFid: async () => 0n,
  isValidAuthAddress: async () => false,
  publicClient: {} as never,
}
const signature = `0x${'ab'.repeat(65)}` as const

let relay: LocalFarcasterRelay
let clockAheadMs = 0
beforeAll(async () => {
  relay = await startLocalFarcasterRelay({
    walletUrl: () => 'http://wallet.example/sign-in',
    now: () => Date.now() + clockAheadMs,
  })
})
afterAll(() => relay.stop())

const app = () => createAppClient({ relay: relay.url, ethereum })
const wallet = () => createWalletClient({ relay: relay.url, ethereum })
const open = async () => {
  const created = await app().createChannel({
    siweUri: 'https://shop.example/login',
    domain: 'shop.example',
    nonce: 'abcdefgh1234',
  })
  if (created.isError) throw created.error
  expect(created.response.status).toBe(201)
  return created.data
}
const authenticate = (channelToken: string, authKey = localFarcasterRelayKey) =>
  wallet().authenticate({
    channelToken,
    authKey,
    message: 'signed',
    signature,
    fid: 7,
    username: 'ada.eth',
  })

describe('local Farcaster relay', () => {
  test('default: a channel is pending, then completed once, then closed', async () => {
    const channel = await open()
    expect(channel.nonce).toBe('abcdefgh1234')
    const link = new URL(channel.url)
    expect(`${link.origin}${link.pathname}`).toBe('http://wallet.example/sign-in')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      channelToken: channel.channelToken,
      nonce: 'abcdefgh1234',
      siweUri: 'https://shop.example/login',
      domain: 'shop.example',
    })
    const pending = await app().status({ channelToken: channel.channelToken })
    expect(pending.response?.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', nonce: 'abcdefgh1234' })
    expect(pending.data?.signatureParams).toMatchObject({ domain: 'shop.example' })
    expect((await authenticate(channel.channelToken)).response?.status).toBe(201)
    const completed = await app().status({ channelToken: channel.channelToken })
    expect(completed.response?.status).toBe(200)
    expect(completed.data).toMatchObject({
      state: 'completed',
      message: 'signed',
      signature,
      fid: 7,
      username: 'ada.eth',
      authMethod: 'custody',
    })
    const closed = await app().status({ channelToken: channel.channelToken })
    expect(closed.response?.status).toBe(401)
  })

  test('refusal: a wrong relay key, an unknown channel, a second authenticate', async () => {
    const channel = await open()
    expect((await authenticate(channel.channelToken, 'guessed')).response?.status).toBe(401)
    expect((await authenticate('no-such-channel')).response?.status).toBe(401)
    expect((await app().status({ channelToken: 'no-such-channel' })).response?.status).toBe(401)
    expect((await authenticate(channel.channelToken)).response?.status).toBe(201)
    expect((await authenticate(channel.channelToken)).response?.status).toBe(409)
  })

  test('refusal: no channel token, a malformed request', async () => {
    const status = await fetch(`${relay.url}/v1/channel/status`)
    expect(status.status).toBe(401)
    const badDomain = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'https://shop.example', domain: 'shop.example/path' }),
    })
    expect(badDomain.status).toBe(400)
    const extra = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'https://shop.example', domain: 'shop.example', fid: 1 }),
    })
    expect(extra.status).toBe(400)
    const channel = await open()
    const badSignature = await wallet().authenticate({
      channelToken: channel.channelToken,
      authKey: localFarcasterRelayKey,
      message: 'signed',
      signature: '0x1234',
      fid: 7,
    })
    expect(badSignature.response?.status).toBe(400)
  })

  test('refusal: a channel past its hour', async () => {
    const channel = await open()
    clockAheadMs = 3_600_001
    try {
      expect((await app().status({ channelToken: channel.channelToken })).response?.status).toBe(
        401,
      )
      expect((await authenticate(channel.channelToken)).response?.status).toBe(401)
    } finally {
      clockAheadMs = 0
    }
  })
})
