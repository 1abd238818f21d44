// Findings 1, 2 and 6 of issue 15 over real HTTP: a session alone signs nothing, only the
// frame's own requests are answered, no answer carries the session, and the network a card
// names is the one the server signs on.
import { devAccounts } from '@latch/testkit'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount, sendEther } from '../testing/devnetClients.js'
import {
  codeMailedTo,
  createFrameApiClient,
  type FrameApiClient,
  logInWithEmail,
} from '../testing/frameApiClient.js'
import { kitLegacySolWire, kitV0SolMessage } from '../testing/solanaFixtures.js'
import { createTestServer } from '../testing/testDatabase.js'
import { encodeBase58 } from '../wallet/base58.js'

const devnet = inject('devnet')
const [chain, otherChain] = devnet.chains
const funder = devAccounts[8]
if (!chain || !otherChain || !funder) throw new Error('the devnet has two chains and dev accounts')
const chainId = `eip155:${chain.id}`

let server: LatchServer
let frameUrl: string
let stop: () => Promise<void>
let victim: FrameApiClient
let address: Hex
beforeAll(async () => {
  server = await createTestServer({ chainRpc: devnetChainRpc(devnet), indexerPollMs: false })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  frameUrl = running.frameUrl
  stop = running.close
  victim = await logInWithEmail(frameUrl, 'victim@example.com', { chainId })
  address = (await victim.call<{ address: Hex }>('/api/user')).body.address
  await sendEther(chain, funder, address, '1')
}, 60_000)
afterAll(async () => {
  await stop()
  await server.close()
})

const client = createPublicClient({ transport: http(chain.rpcUrl) })
const sendRequest = (to: Hex) => ({
  method: 'eth_sendTransaction',
  params: [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }],
  chainNamespace: 'eip155',
  chainId,
})

/** A request to the frame API with the victim's cookie and whatever headers the attacker sets. */
async function withCookie(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${frameUrl}${path}`, {
    method: 'POST',
    headers: { cookie: victim.cookie() ?? '', ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } }
}

describe('finding 1: a session alone signs nothing', () => {
  test('behavior: the page’s own POST with the frame’s cookie is refused, and no funds move', async () => {
    const recipient = freshAccount().address
    const body = JSON.stringify(sendRequest(recipient))
    const nonce = await client.getTransactionCount({ address })
    const page = 'http://localhost:5173'
    for (const [headers, status] of [
      // The measured attack: no-cors, text/plain (no preflight), the partitioned cookie.
      [{ 'content-type': 'text/plain', origin: page, 'sec-fetch-site': 'cross-site' }, 415],
      [{ 'content-type': 'application/json', origin: page, 'sec-fetch-site': 'cross-site' }, 403],
      // A page on the same site (another port of the same host) is still not the frame.
      [{ 'content-type': 'application/json', origin: page, 'sec-fetch-site': 'same-site' }, 403],
      [
        { 'content-type': 'application/json', origin: frameUrl, 'sec-fetch-site': 'same-site' },
        403,
      ],
      // A site's back end, which sends what it likes but has no Origin of a browser.
      [{ 'content-type': 'application/json' }, 403],
    ] as const) {
      for (const path of ['/api/rpc', '/api/requests']) {
        const answer = await withCookie(path, body, headers)
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(status)
      }
    }
    expect(await client.getTransactionCount({ address })).toBe(nonce)
    expect(await client.getBalance({ address: recipient })).toBe(0n)
  })

  test('behavior: even the frame’s own /api/rpc does not sign: signing is opened, then approved', async () => {
    for (const request of [
      sendRequest(freshAccount().address),
      { method: 'personal_sign', params: ['0x676d', address], chainNamespace: 'eip155' },
      {
        method: 'solana_signMessage',
        params: { message: '3yZe7d', pubkey: 'So11111111111111111111111111111111111111112' },
        chainNamespace: 'solana',
      },
    ]) {
      const answer = await victim.call<{ error: { message: string } }>('/api/rpc', request)
      expect(answer.status, request.method).toBe(403)
      expect(answer.body.error.message).toBe('Requested RPC call is not allowed')
    }
  })

  test('behavior: an approval must name its request’s id and digest, once, from its session', async () => {
    const recipient = freshAccount().address
    const opened = await victim.call<{ id: string; digest: string }>(
      '/api/requests',
      sendRequest(recipient),
    )
    expect(opened.status).toBe(200)
    const { id, digest } = opened.body
    const stranger = await logInWithEmail(frameUrl, 'stranger@example.com', { chainId })
    const refusals = [
      await victim.call('/api/requests/approve', { id, digest: 'ab'.repeat(32) }),
      await stranger.call('/api/requests/approve', { id, digest }),
      await victim.call('/api/requests/approve', { id: crypto.randomUUID(), digest }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([409, 409, 409])
    expect(await client.getBalance({ address: recipient })).toBe(0n)

    const approved = await victim.call<{ result: Hex }>('/api/requests/approve', { id, digest })
    expect(approved.status).toBe(200)
    await client.waitForTransactionReceipt({ hash: approved.body.result, pollingInterval: 20 })
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // Spent: the same approval again sends nothing.
    expect((await victim.call('/api/requests/approve', { id, digest })).status).toBe(409)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
  }, 30_000)

  test('behavior: a rejected or expired request cannot be approved', async () => {
    const rejected = await victim.call<{ id: string; digest: string }>(
      '/api/requests',
      sendRequest(freshAccount().address),
    )
    await victim.call('/api/requests/reject', { id: rejected.body.id })
    expect((await victim.call('/api/requests/approve', rejected.body)).status).toBe(409)

    const expiring = await victim.call<{ id: string; digest: string }>(
      '/api/requests',
      sendRequest(freshAccount().address),
    )
    await server.database.query(
      `UPDATE signing_requests SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.body.id],
    )
    expect((await victim.call('/api/requests/approve', expiring.body)).status).toBe(409)
  })
})

describe('finding 2: the session never leaves the frame’s origin', () => {
  test('behavior: a login answers its public id only; the cookie is HttpOnly, partitioned, for /api', async () => {
    const email = 'cookie@example.com'
    const frame = createFrameApiClient(frameUrl)
    const page = { projectId: 'demo', origin: 'http://localhost:5173' }
    const connect = await frame.call<{ challengeId: string }>('/api/email/connect', {
      ...page,
      email,
    })
    const response = await fetch(`${frameUrl}/api/email/verify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: frameUrl,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({
        ...page,
        challengeId: connect.body.challengeId,
        otp: await codeMailedTo(frameUrl, email),
        chainId,
      }),
    })
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(['sessionId'])
    const cookie = response.headers.get('set-cookie') ?? ''
    const token = /^latch_frame_session=([^;]+)/.exec(cookie)?.[1] ?? ''
    expect(token).toHaveLength(43)
    expect(JSON.stringify(body)).not.toContain(token)
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/api']) {
      expect(cookie).toContain(attribute)
    }
    // A token from anywhere else than the cookie (a bearer header) is no session.
    const bearer = await createFrameApiClient(frameUrl).call(
      '/api/user',
      {},
      {
        authorization: `Bearer ${token}`,
      },
    )
    expect(bearer.status).toBe(401)
  })

  test('behavior: GET, other methods and non-JSON bodies are refused before any route', async () => {
    expect((await fetch(`${frameUrl}/api/session`)).status).toBe(405)
    expect((await fetch(`${frameUrl}/api/user`, { method: 'PUT' })).status).toBe(405)
    const form = await fetch(`${frameUrl}/api/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: frameUrl,
        'sec-fetch-site': 'same-origin',
      },
      body: 'a=1',
    })
    expect(form.status).toBe(415)
  })
})

describe('finding 5: Solana requests are read for the card; a transaction is no message', () => {
  test('behavior: transaction bytes sent as solana_signMessage are refused; a transaction is described', async () => {
    const wallet = await logInWithEmail(frameUrl, 'solana-card@example.com', { chainId })
    const solana = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const { address: pubkey } = (
      await wallet.call<{ address: string }>('/api/user', { chainId: solana })
    ).body
    for (const bytes of [kitV0SolMessage, kitLegacySolWire]) {
      const message = encodeBase58(new Uint8Array(Buffer.from(bytes, 'hex')))
      const opened = await wallet.call<{ error: { message: string } }>('/api/requests', {
        method: 'solana_signMessage',
        params: { message, pubkey },
        chainNamespace: 'solana',
      })
      expect(opened.status).toBe(403)
      expect(opened.body.error.message).toBe('Requested RPC call is not allowed')
    }
    const transaction = Buffer.from(kitLegacySolWire, 'hex').toString('base64')
    const described = await wallet.call<{ summary: { rows: { label: string; value: string }[] } }>(
      '/api/requests',
      { method: 'solana_signTransaction', params: { transaction }, chainNamespace: 'solana' },
    )
    expect(described.body.summary.rows.map((row) => row.label)).toEqual([
      'Fee payer',
      'Programs',
      'Send SOL',
      'Network',
    ])
  })
})

describe('finding 6: the card names the network the server signs on', () => {
  test('behavior: the summary’s network is the session’s, and the transaction lands there', async () => {
    const wallet = await logInWithEmail(frameUrl, 'network@example.com', { chainId })
    const from = (await wallet.call<{ address: Hex }>('/api/user')).body.address
    await sendEther(otherChain, funder, from, '1')
    // The session moves to the other chain; the request names none (as the page sent it).
    await wallet.call('/api/chain', { chainId: `eip155:${otherChain.id}` })
    const recipient = freshAccount().address
    const opened = await wallet.call<{
      id: string
      digest: string
      chainId: string
      summary: { rows: { label: string; value: string }[] }
    }>('/api/requests', {
      method: 'eth_sendTransaction',
      params: [{ from, to: recipient, value: '0x1' }],
      chainNamespace: 'eip155',
    })
    expect(opened.body.chainId).toBe(`eip155:${otherChain.id}`)
    const network = opened.body.summary.rows.find((row) => row.label === 'Network')
    expect(network?.value).toContain(`eip155:${otherChain.id}`)
    const approved = await wallet.call<{ result: Hex }>('/api/requests/approve', {
      id: opened.body.id,
      digest: opened.body.digest,
    })
    const other = createPublicClient({ transport: http(otherChain.rpcUrl) })
    const receipt = await other.waitForTransactionReceipt({
      hash: approved.body.result,
      pollingInterval: 20,
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(0n)
  }, 30_000)
})
