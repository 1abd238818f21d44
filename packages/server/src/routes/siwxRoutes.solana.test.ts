// Sign-In with Solana through the routes: messages made by adapter-solana, signed for real by
// the testkit's Solana test wallet (ed25519 keys) through the Solana adapter, as core does.

import { createSiweMessage } from '@latch/adapter-evm'
import { createSolanaSiwxMessage, solanaAdapter } from '@latch/adapter-solana'
import { solanaDevnet, solanaTestnet } from '@latch/core/networks'
import { createSolanaTestWallet, solanaDevAccounts } from '@latch/testkit/wallet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { type SiwxMessageParameters, siwxNamespaceClient } from '../testing/siwxNamespaceClient.js'
import {
  expectError,
  expectedSession,
  shopPage as page,
  type SiwxRequestInit,
  siwxRoutesClient,
} from '../testing/siwxRoutesClient.js'
import { createTestServer } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

const chainId = solanaDevnet.caipNetworkId
const [visitor, stranger] = solanaDevAccounts as [
  (typeof solanaDevAccounts)[0],
  (typeof solanaDevAccounts)[0],
]

type Signer = { address: string; sign: (message: string) => Promise<string> }

/**
 * The account's wallet, connected to a Solana adapter: `sign` is the adapter's
 * `signMessage` (`solana:signMessage` on the text's UTF-8 bytes, the signature in base58).
 */
async function signerOf(account: (typeof solanaDevAccounts)[0]): Promise<Signer> {
  // Signing needs no cluster: the RPC URL is never called.
  const wallet = createSolanaTestWallet({
    secretKeys: [account.secretKey],
    chains: { 'solana:devnet': 'http://127.0.0.1:9' },
  })
  const adapter = solanaAdapter({ wallets: { get: () => [wallet], on: () => () => {} } })
  const connection = await adapter.connect({ connectorId: wallet.name, network: solanaDevnet })
  const address = connection.accounts[0]?.address ?? ''
  return { address, sign: (message) => adapter.signMessage({ message, address }) }
}

let server: LatchServer
let signer: Signer
let other: Signer
beforeAll(async () => {
  ;[server, signer, other] = await Promise.all([
    createTestServer({
      projects: [
        testProject('shop', 'Shop', [
          'https://shop.example',
          'https://other.example',
          'http://localhost:*',
        ]),
      ],
    }),
    signerOf(visitor),
    signerOf(stranger),
  ])
})
afterAll(() => server.close())
const client = siwxRoutesClient(() => server)
const { request, nonce, postSession } = client

const namespace = siwxNamespaceClient({
  client,
  createMessage: createSolanaSiwxMessage,
  chainId,
})
const { messageFor, expectBoundToPage } = namespace
/** The visitor's sign-in: every sign-in of this file is the visitor's. */
const signIn = (overrides?: Partial<SiwxMessageParameters>, init?: SiwxRequestInit) =>
  namespace.signIn(signer, overrides, init)
const sessionsPath = (address = signer.address, chain: string = chainId) =>
  namespace.sessionsPath(address, chain)

/** Forgets the visitor's sessions, so that a test starts without any. */
const signOut = async () => {
  await server.database.query('DELETE FROM siwx_sessions WHERE address = $1', [signer.address])
}

describe('POST /v1/siwx/sessions (solana)', () => {
  test('default: a message signed by the wallet’s ed25519 key becomes a session, listed', async () => {
    await signOut()
    const { body, response } = await signIn()
    expect(response.status).toBe(201)
    const { signOutToken, ...session } = await response.json()
    expect(signOutToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(session).toEqual(
      expectedSession({
        chainId,
        accountAddress: visitor.address,
        body,
        expirationTime: session.data.expirationTime,
      }),
    )
    const listed = await request(sessionsPath())
    expect(await listed.json()).toEqual({ sessions: [session] })
    // The chain id URL-encoded too; base58 has case, so another case is another account.
    const encoded = `/v1/siwx/sessions/${encodeURIComponent(chainId)}/${visitor.address}`
    expect(await (await request(encoded)).json()).toEqual({ sessions: [session] })
    const otherCase = sessionsPath(visitor.address.replace('A3pq', 'A3PQ'))
    expect(await (await request(otherCase)).json()).toEqual({ sessions: [] })
  })

  test('behavior: a wrong signature is refused, and no session is made', async () => {
    await signOut()
    const message = await messageFor(signer.address)
    const byAnother = await postSession({ message, signature: await other.sign(message) })
    await expectError(
      byAnother,
      401,
      'invalid_signature',
      new RegExp(`^The signature is not ${visitor.address}'s signature of the sign-in message$`),
    )
    // The account's own signature of another text (the nonce above is spent anyway).
    const next = await messageFor(signer.address)
    const ofAnotherText = await postSession({
      message: next,
      signature: await signer.sign(`${next}\n`),
    })
    await expectError(ofAnotherText, 401, 'invalid_signature')
    expect(await (await request(sessionsPath())).json()).toEqual({ sessions: [] })
  })

  test('behavior: a wrong domain is refused, and spends the nonce', async () => {
    await expectBoundToPage(signer)
  })

  test('behavior: an expired, unknown or used nonce is refused', async () => {
    const late = await messageFor(signer.address)
    await server.database.query(
      `UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`,
      [/Nonce: (\w+)/.exec(late)?.[1]],
    )
    const expired = await postSession({ message: late, signature: await signer.sign(late) })
    await expectError(
      expired,
      401,
      'invalid_nonce',
      /^The nonce of the sign-in message has expired; ask for a new one$/,
    )
    const unknown = await signIn({ nonce: 'abcdef0123456789' })
    await expectError(unknown.response, 401, 'invalid_nonce', /not issued by this server/)
    const { body, response } = await signIn()
    expect(response.status).toBe(201)
    await expectError(await postSession(body), 401, 'invalid_nonce', /used before/)
  })

  test('behavior: time bounds', async () => {
    const hour = 3_600_000
    const expired = await signIn({
      issuedAt: new Date(Date.now() - 2 * hour).toISOString(),
      expirationTime: new Date(Date.now() - hour).toISOString(),
    })
    await expectError(expired.response, 401, 'sign_in_rejected', /has expired/)
    const early = await signIn({ notBefore: new Date(Date.now() + hour).toISOString() })
    await expectError(early.response, 401, 'sign_in_rejected', /not valid yet/)
    const future = await signIn({ issuedAt: new Date(Date.now() + 5 * 60_000).toISOString() })
    await expectError(future.response, 401, 'sign_in_rejected', /issued in the future/)
  })

  test('behavior: a plain-http page binds its scheme through the URI', async () => {
    const local = { origin: 'http://localhost:5173', host: 'localhost:5173' }
    const ok = await signIn({ domain: local.host, uri: local.origin }, { origin: local.origin })
    expect(ok.response.status).toBe(201)
    const https = await signIn(
      { domain: local.host, uri: 'https://localhost:5173' },
      { origin: local.origin },
    )
    await expectError(https.response, 401, 'sign_in_rejected', /is not on the origin/)
  })

  test('behavior: a session lives at most 7 days, and that long without an Expiration Time', async () => {
    const message = createSolanaSiwxMessage({
      accountAddress: signer.address,
      chainId,
      domain: page.host,
      uri: page.origin,
      nonce: await nonce(),
    }).toString()
    const response = await postSession({ message, signature: await signer.sign(message) })
    const session = await response.json()
    expect(session.data.expirationTime).toBeUndefined()
    const week = 7 * 24 * 3_600_000
    expect(Math.abs(Date.parse(session.expiresAt) - (Date.now() + week))).toBeLessThan(60_000)
  })

  test('behavior: each namespace its signature encoding, checked before the nonce is spent', async () => {
    const message = await messageFor(signer.address)
    const hex = await postSession({ message, signature: `0x${'1'.repeat(130)}` })
    const error = await expectError(hex, 400, 'invalid_request', /base58 ed25519 signature/)
    expect(error.field).toBe('signature')
    // The nonce is still good.
    const signed = await postSession({ message, signature: await signer.sign(message) })
    expect(signed.status).toBe(201)

    const siwe = createSiweMessage({
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      chainId: 'eip155:1',
      domain: page.host,
      uri: page.origin,
      nonce: await nonce(),
    }).toString()
    const base58 = await postSession({ message: siwe, signature: await signer.sign(siwe) })
    await expectError(base58, 400, 'invalid_request', /must be a 0x hex signature/)
  })

  test('behavior: a cluster the server does not serve, or a text off the profile, is 400', async () => {
    // Testnet is public: served without an RPC. A made-up cluster is not.
    const testnet = await signIn({ chainId: solanaTestnet.caipNetworkId })
    expect(testnet.response.status).toBe(201)
    const unknown = await signIn({ chainId: 'solana:localnet' })
    await expectError(
      unknown.response,
      400,
      'invalid_request',
      /chain solana:localnet is not supported by this server/,
    )
    const message = await messageFor(signer.address)
    const reordered = message.replace(/\nVersion: 1/, '').replace('URI: ', 'Version: 1\nURI: ')
    const offProfile = await postSession({
      message: reordered,
      signature: await signer.sign(reordered),
    })
    const error = await expectError(
      offProfile,
      400,
      'invalid_request',
      /does not follow the Solana CAIP-122 format/,
    )
    expect(error.field).toBe('message')
  })
})

describe('GET and DELETE /v1/siwx/sessions/{solana chain}/{address}', () => {
  test('default: sessions by cluster and base58 address; DELETE signs out this page only', async () => {
    await signOut()
    const { signOutToken, ...shop } = await (await signIn()).response.json()
    const { signOutToken: _local, ...local } = await (
      await signIn(
        { domain: 'localhost:5173', uri: 'http://localhost:5173' },
        { origin: 'http://localhost:5173' },
      )
    ).response.json()
    const { signOutToken: _testnet, ...testnet } = await (
      await signIn({ chainId: solanaTestnet.caipNetworkId })
    ).response.json()

    expect(await (await request(sessionsPath())).json()).toEqual({ sessions: [shop] })
    expect(await (await request(sessionsPath(), { origin: null })).json()).toEqual({
      sessions: [shop, local],
    })
    const onTestnet = sessionsPath(signer.address, solanaTestnet.caipNetworkId)
    expect(await (await request(onTestnet)).json()).toEqual({ sessions: [testnet] })

    const deleted = await request(sessionsPath(), { method: 'DELETE', signOutToken })
    expect(await deleted.json()).toEqual({ ok: true })
    expect(await (await request(sessionsPath(), { origin: null })).json()).toEqual({
      sessions: [local],
    })
    expect(await (await request(onTestnet)).json()).toEqual({ sessions: [testnet] })
  })

  test('behavior: a solana chain needs a base58 address', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await request(sessionsPath('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'), {
        method,
        signOutToken: 'x'.repeat(43),
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({
        field: 'address',
        message: expect.stringContaining('must be a solana address'),
      })
    }
  })
})
