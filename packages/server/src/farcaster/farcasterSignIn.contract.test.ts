// Contract: Sign In With Farcaster through @farcaster/auth-client against the testkit's local
// relay and the ID registry on local chain A (the stand-ins of relay.farcaster.xyz and
// Optimism's IdRegistry): the frame opens a channel, the Farcaster app's side signs and posts
// to the relay (the /dev/farcaster page, or a wallet client here), the frame's poll verifies.
import { createWalletClient } from '@farcaster/auth-client'
import {
  farcasterDevCustody,
  farcasterDevFid,
  farcasterDevIdRegistry,
  type LocalFarcasterRelay,
  localFarcasterRelayKey,
  startLocalFarcasterRelay,
} from '@latch/testkit'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createFrameApiClient } from '../testing/frameApiClient.js'
import { createTestServer } from '../testing/testDatabase.js'

const page = { projectId: 'demo', origin: 'http://localhost:5173' }
const [chainA] = inject('devnet').chains
if (!chainA) throw new Error('the devnet has chain A')

let server: LatchServer
let relay: LocalFarcasterRelay
let frameUrl = ''
let stop: () => Promise<void>
// The relay's clock runs this far ahead: a channel can be made to outlive its hour.
let relayClockAheadMs = 0
beforeAll(async () => {
  relay = await startLocalFarcasterRelay({
    walletUrl: () => `${frameUrl}/dev/farcaster`,
    registry: { rpcUrl: chainA.rpcUrl, address: farcasterDevIdRegistry },
    now: () => Date.now() + relayClockAheadMs,
  })
  server = await createTestServer({
    indexerPollMs: false,
    farcaster: { relayUrl: relay.url, rpcUrl: chainA.rpcUrl, idRegistry: farcasterDevIdRegistry },
  })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  frameUrl = running.frameUrl
  stop = running.close
})
afterAll(async () => {
  await stop()
  await server.close()
  await relay.stop()
})

type Login = { pending?: true; sessionId?: string; error?: { code: string; message: string } }

/** A sign-in as the modal starts it: the channel, and the frame's poll of it. */
async function startSignIn() {
  const frame = createFrameApiClient(frameUrl)
  const channel = await frame.call<{ channelId: string; url: string }>(
    '/api/farcaster/channel',
    page,
  )
  expect(channel.status).toBe(200)
  const link = new URL(channel.body.url)
  const connect = () =>
    frame.call<Login>('/api/farcaster/connect', {
      ...page,
      channelId: channel.body.channelId,
      chainId: 'eip155:1',
    })
  return { frame, url: channel.body.url, link, connect }
}

/** The Farcaster app's side, signing what it is told with `key` as `fid`. */
async function authenticate(
  link: URL,
  { key, fid, nonce, domain }: { key: Hex; fid: number; nonce?: string; domain?: string },
) {
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({
    relay: relay.url,
    ethereum: {
      getFid: async () => 0n,
      isValidAuthAddress: async () => false,
      publicClient: {} as never,
    },
  })
  const built = wallet.buildSignInMessage({
    address: account.address,
    fid,
    uri: link.searchParams.get('siweUri') ?? '',
    domain: domain ?? link.searchParams.get('domain') ?? '',
    nonce: nonce ?? link.searchParams.get('nonce') ?? '',
  })
  if (built.isError) throw built.error
  const sent = await wallet.authenticate({
    channelToken: link.searchParams.get('channelToken') ?? '',
    authKey: localFarcasterRelayKey,
    message: built.message,
    signature: await account.signMessage({ message: built.message }),
    fid,
    username: 'mallory',
  })
  if (sent.isError) throw sent.error
  expect(sent.response.status).toBe(201)
}

const failed = { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect to farcaster' }

describe('farcaster', () => {
  test('default: pending until approved on the development page, then signed in as the fid', async () => {
    const { frame, url, link, connect } = await startSignIn()
    // The relay's link, to the Farcaster app's stand-in, for this page's host and our nonce.
    expect(url.startsWith(`${frameUrl}/dev/farcaster?channelToken=`)).toBe(true)
    expect(link.searchParams.get('domain')).toBe('localhost:5173')
    expect(link.searchParams.get('siweUri')).toBe('http://localhost:5173')
    expect((await connect()).body).toEqual({ pending: true })
    const approvalPage = await fetch(url)
    expect(approvalPage.status).toBe(200)
    expect(await approvalPage.text()).toContain(
      'localhost:5173 asks you to sign in with Farcaster.',
    )
    const approve = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=ada.eth',
    })
    expect(await approve.text()).toContain('Approved as ada.eth.')
    const { body } = await connect()
    expect(body.sessionId).toBeDefined()
    const user = await frame.call('/api/user')
    expect(user.body).toMatchObject({ userName: 'ada.eth', socialProvider: 'farcaster' })
    // The channel is spent, and the relay closed it: approving again is refused too.
    expect((await connect()).body.error).toEqual(failed)
    const again = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=ada.eth',
    })
    expect(again.status).toBe(404)
  })

  test('behavior: the custody key of the fid signs in; the same fid is the same user', async () => {
    const first = await startSignIn()
    await authenticate(first.link, { key: farcasterDevCustody.privateKey, fid: farcasterDevFid })
    expect((await first.connect()).body.sessionId).toBeDefined()
    const one = await first.frame.call<{ id?: string; userName: string }>('/api/user')
    // The name shown is the one the relay reports for the signed fid.
    expect(one.body.userName).toBe('mallory')
    const second = await startSignIn()
    await authenticate(second.link, { key: farcasterDevCustody.privateKey, fid: farcasterDevFid })
    await second.connect()
    const two = await second.frame.call<{ accounts?: unknown }>('/api/user')
    expect(two.body).toEqual(one.body)
  })

  test('refusal: a message signed for another nonce', async () => {
    const { link, connect } = await startSignIn()
    await authenticate(link, {
      key: farcasterDevCustody.privateKey,
      fid: farcasterDevFid,
      nonce: 'replayedNonce123',
    })
    expect((await connect()).body.error).toEqual(failed)
  })

  test('refusal: a message signed for another domain', async () => {
    const { link, connect } = await startSignIn()
    await authenticate(link, {
      key: farcasterDevCustody.privateKey,
      fid: farcasterDevFid,
      domain: 'evil.example',
    })
    expect((await connect()).body.error).toEqual(failed)
  })

  test("refusal: a signature by a key that is not the fid's custody address", async () => {
    const { link, connect } = await startSignIn()
    await authenticate(link, { key: generatePrivateKey(), fid: farcasterDevFid })
    expect((await connect()).body.error).toEqual(failed)
  })

  test('refusal: a channel the relay no longer has (expired), and one never opened', async () => {
    const { connect } = await startSignIn()
    expect((await connect()).body).toEqual({ pending: true })
    relayClockAheadMs = 2 * 3_600_000
    try {
      expect((await connect()).body.error).toEqual(failed)
    } finally {
      relayClockAheadMs = 0
    }
    const unknown = await createFrameApiClient(frameUrl).call<Login>('/api/farcaster/connect', {
      ...page,
      channelId: 'never-opened',
      chainId: 'eip155:1',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toEqual(failed)
  })
})
