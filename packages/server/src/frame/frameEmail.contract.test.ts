// Contract: the secure frame's email login and embedded wallet over real HTTP, as the frame's
// script calls them: origin check, a code read from the development mailbox, the session,
// the user record, and the wallet signing (verified with viem) and sending a transaction that
// lands on a real local chain.
import { devAccounts } from '@latch/testkit'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, sendEther } from '../testing/devnetClients.js'
import {
  codeMailedTo,
  createFrameApiClient,
  type FrameApiClient,
  logInWithEmail,
} from '../testing/frameApiClient.js'
import { createTestServer } from '../testing/testDatabase.js'
import { decodeBase58, encodeBase58 } from '../wallet/base58.js'
import { verifySolanaSignature } from '../wallet/solanaKey.js'

const devnet = inject('devnet')
const [chain] = devnet.chains
const funder = devAccounts[9]
if (!chain || !funder) throw new Error('the devnet has chains and dev accounts')
const chainId = `eip155:${chain.id}`
const page = { projectId: 'demo', origin: 'http://localhost:5173' }

let server: LatchServer
let frameUrl: string
let stop: () => Promise<void>
beforeAll(async () => {
  server = await createTestServer({ chainRpc: devnetChainRpc(devnet), indexerPollMs: false })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  frameUrl = running.frameUrl
  stop = running.close
})
afterAll(async () => {
  await stop()
  await server.close()
})

/** A fresh frame document: no session cookie yet. */
const frameClient = () => createFrameApiClient(frameUrl)
const call = <T = Record<string, unknown>>(path: string, body?: unknown) =>
  frameClient().call<T>(path, body)

const codeSentTo = (email: string) => codeMailedTo(frameUrl, email)
const logIn = (email: string) => logInWithEmail(frameUrl, email, { chainId })

describe('the secure frame: email login', () => {
  test('default: code from the mailbox, session, user record, sign-out', async () => {
    const email = 'Ada@Example.com'
    const frame = frameClient()
    const check = await frame.call('/api/origin-check', page)
    expect(check).toEqual({ status: 200, body: { allowed: true, smartAccountEnabledNetworks: [] } })

    const connect = await frame.call<{ action: string; challengeId: string }>(
      '/api/email/connect',
      { ...page, email },
    )
    expect(connect.status).toBe(200)
    expect(connect.body.action).toBe('VERIFY_OTP')
    const otp = await codeSentTo('ada@example.com')

    const wrong = await frame.call('/api/email/verify', {
      ...page,
      challengeId: connect.body.challengeId,
      otp: otp === '000000' ? '111111' : '000000',
      chainId,
    })
    expect(wrong).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_CODE', message: 'Invalid code' } },
    })

    const verify = await frame.call<{ sessionId: string }>('/api/email/verify', {
      ...page,
      challengeId: connect.body.challengeId,
      otp,
      chainId,
    })
    expect(verify.status).toBe(200)
    // The session is in the HttpOnly cookie; the answer names only its public id.
    expect(Object.keys(verify.body)).toEqual(['sessionId'])
    expect(frame.cookie()).toMatch(/^latch_frame_session=[A-Za-z0-9_-]{43}$/)
    // A code is good once.
    const again = await frame.call('/api/email/verify', {
      ...page,
      challengeId: connect.body.challengeId,
      otp,
      chainId,
    })
    expect(again.status).toBe(400)

    expect((await frame.call('/api/session')).body).toEqual({
      isConnected: true,
      sessionId: verify.body.sessionId,
    })
    const user = await frame.call<Record<string, unknown>>('/api/user')
    expect(user.body).toMatchObject({
      email: 'ada@example.com',
      chainId,
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    })
    expect(user.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.body.accounts).toEqual([{ address: user.body.address, type: 'eoa' }])

    const signedIn = frame.cookie()
    expect((await frame.call('/api/sign-out')).status).toBe(200)
    expect(frame.cookie()).toBeUndefined()
    expect((await frame.call('/api/session')).body).toEqual({ isConnected: false })
    // The old cookie is no session any more.
    const replayed = createFrameApiClient(frameUrl, signedIn)
    expect((await replayed.call('/api/user')).status).toBe(401)
  }, 60_000)

  test('behavior: a second code within 30 s is refused with the seconds to wait', async () => {
    const email = 'cooldown@example.com'
    expect((await call('/api/email/connect', { ...page, email })).status).toBe(200)
    const again = await call<{ error: { message: string } }>('/api/email/connect', {
      ...page,
      email,
    })
    expect(again.status).toBe(429)
    expect(again.body.error.message).toMatch(/^Please try again after (29|30) seconds$/)
  })

  test('behavior: a page whose origin the project does not allow is refused', async () => {
    for (const path of ['/api/origin-check', '/api/email/connect']) {
      const refused = await call<{ error: { message: string } }>(path, {
        projectId: 'demo',
        origin: 'https://evil.example',
        email: 'eve@example.com',
      })
      expect(refused.status).toBe(403)
      expect(refused.body.error.message).toBe('Unauthorized: origin not allowed')
    }
    const unknown = await call<{ error: { message: string } }>('/api/origin-check', {
      projectId: 'nope',
      origin: page.origin,
    })
    expect(unknown.body.error.message).toBe('Unauthorized: invalid key')
  })
})

describe('the secure frame: embedded wallet RPC', () => {
  let wallet: FrameApiClient
  let address: Hex
  beforeAll(async () => {
    wallet = await logIn('wallet@example.com')
    address = (await wallet.call<{ address: Hex }>('/api/user')).body.address
  }, 60_000)
  const rpc = (method: string, params: unknown, namespace = 'eip155') =>
    wallet.rpc(method, params, namespace, namespace === 'eip155' ? chainId : undefined)

  test('default: accounts and chain come from the session', async () => {
    expect((await rpc('eth_accounts', [])).body.result).toEqual([address])
    expect((await rpc('eth_chainId', [])).body.result).toBe(`0x${chain.id.toString(16)}`)
  })

  test('behavior: personal_sign verifies with viem', async () => {
    const message = 'Hello from Latch'
    const hex = `0x${Buffer.from(message).toString('hex')}` as Hex
    const { body } = await rpc('personal_sign', [hex, address])
    expect(await verifyMessage({ address, message, signature: body.result as Hex })).toBe(true)
  })

  test('behavior: eth_signTypedData_v4 verifies with viem', async () => {
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: chain.id },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const { body } = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({ ...typedData, types, address, signature: body.result as Hex }),
    ).toBe(true)
  })

  test('behavior: eth_sendTransaction lands on the local chain', async () => {
    await sendEther(chain, funder, address, '1')
    const recipient = '0x000000000000000000000000000000000000dEaD'
    const { status, body } = await rpc('eth_sendTransaction', [
      { from: address, to: recipient, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    expect(status).toBe(200)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({
      hash: body.result as Hex,
      pollingInterval: 20,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase())
  }, 30_000)

  test('behavior: wallet_switchEthereumChain moves the session', async () => {
    const other = devnet.chains[1]
    if (!other) throw new Error('the devnet has two chains')
    const switched = await wallet.call<{ result: unknown }>('/api/rpc', {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${other.id.toString(16)}` }],
      chainNamespace: 'eip155',
    })
    expect(switched.body.result).toBeNull()
    expect((await wallet.call('/api/user')).body.chainId).toBe(`eip155:${other.id}`)
    await wallet.call('/api/chain', { chainId })
    expect((await wallet.call('/api/user')).body.chainId).toBe(chainId)
  })

  test('behavior: reads go to the chain', async () => {
    const { body } = await rpc('eth_blockNumber', [])
    expect(body.result).toMatch(/^0x[0-9a-f]+$/)
  })

  test('behavior: a method outside the allowed sets is refused', async () => {
    const { status, body } = await rpc('eth_sign', [address, '0x00'])
    expect(status).toBe(403)
    expect(body.error?.message).toBe('Requested RPC call is not allowed')
  })

  test('behavior: a transaction with a malformed field is refused, not sent without it', async () => {
    const recipient = '0x000000000000000000000000000000000000dEaD'
    for (const transaction of [
      { from: address, to: '0xZZ', value: '0x1' },
      { from: address, to: recipient, value: '1000000000000000000' },
      { from: address, to: recipient, data: '0xabc' },
    ]) {
      const { status, body } = await rpc('eth_sendTransaction', [transaction])
      expect(status).toBe(403)
      expect(body.error?.message).toBe('Requested RPC call is not allowed')
    }
  })

  test('behavior: another account is refused before any card', async () => {
    const opened = await wallet.call<{ error: { message: string } }>('/api/requests', {
      method: 'personal_sign',
      params: ['0x00', funder.address],
      chainNamespace: 'eip155',
    })
    expect(opened.status).toBe(400)
    expect(opened.body.error.message).toBe('The request is for another account')
  })

  test('behavior: solana_signMessage signs with the Solana key', async () => {
    const solana = await wallet.call<{ address: string }>('/api/user', {
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    const message = encodeBase58(new TextEncoder().encode('gm solana'))
    const { body } = await rpc(
      'solana_signMessage',
      { message, pubkey: solana.body.address },
      'solana',
    )
    const { signature } = body.result as { signature: string }
    expect(
      verifySolanaSignature(
        decodeBase58(solana.body.address),
        decodeBase58(message),
        decodeBase58(signature),
      ),
    ).toBe(true)
  })

  test('behavior: without a session nothing is signed', async () => {
    const stranger = createFrameApiClient(
      frameUrl,
      'latch_frame_session=not-a-session-token-000000',
    )
    const { status } = await stranger.rpc('personal_sign', ['0x00', address])
    expect(status).toBe(401)
  })
})
