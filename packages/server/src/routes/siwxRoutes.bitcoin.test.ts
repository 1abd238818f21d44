// Sign-In with Bitcoin through the routes: messages made by adapter-bitcoin, signed for real
// with BIP-322 by keys made here (a P2WPKH and a P2TR key, signed by a signer of the tests'
// own, written from the BIP), verified by the server with adapter-bitcoin's verifier.

import { createBitcoinSiwxMessage } from '@latch/adapter-bitcoin'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { bitcoinTestSigner } from '../testing/bitcoinTestSigner.js'
import { siwxNamespaceClient } from '../testing/siwxNamespaceClient.js'
import { expectError, siwxRoutesClient } from '../testing/siwxRoutesClient.js'
import { createTestServer } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const segwit = bitcoinTestSigner('p2wpkh', new Uint8Array(32).fill(11))
const taproot = bitcoinTestSigner('p2tr', new Uint8Array(32).fill(12))
const stranger = bitcoinTestSigner('p2wpkh', new Uint8Array(32).fill(13))

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    projects: [testProject('shop', 'Shop', ['https://shop.example', 'https://other.example'])],
  })
})
afterAll(() => server.close())
const client = siwxRoutesClient(() => server)
const { request, postSession } = client

const siwb = siwxNamespaceClient({
  client,
  createMessage: createBitcoinSiwxMessage,
  chainId: mainnet,
})
const { messageFor, signIn, sessionsPath } = siwb

describe('POST /v1/siwx/sessions (bip122)', () => {
  test.each([
    ['P2WPKH', segwit, /^bc1q[a-z0-9]{38}$/],
    ['P2TR', taproot, /^bc1p[a-z0-9]{58}$/],
  ])('default: a %s BIP-322 signature becomes a session, listed', async (_type, signer, shape) => {
    expect(signer.address).toMatch(shape)
    const { listed } = await siwb.expectSessionOf(signer)
    // A segwit address is the same in upper case (BIP-173): the same sessions.
    const upper = await (await request(sessionsPath(signer.address.toUpperCase()))).json()
    expect(upper).toEqual(listed)
    const onTestnet = await (await request(sessionsPath(signer.address, testnet))).json()
    expect(onTestnet).toEqual({ sessions: [] })
  })

  test('behavior: a signature of another message, or by another key, is refused', async () => {
    await siwb.expectForeignSignaturesRefused({ visitor: segwit, other: taproot, stranger })
  })

  test('behavior: a wrong domain or origin is refused, and spends the nonce', async () => {
    await siwb.expectBoundToPage(segwit)
  })

  test('behavior: a reused nonce is refused', async () => {
    await siwb.expectNonceSpentOnce(taproot)
  })

  test('behavior: a malformed signature is a clear 400, before the nonce is spent', async () => {
    const message = await messageFor(taproot.address)
    // Not base64; base64 of a witness of three items; 70 bytes that are no witness.
    const threeItems = Buffer.from([3, 1, 1, 1, 2, 1, 3]).toString('base64')
    for (const signature of [
      `0x${'1'.repeat(130)}`,
      'AkcwRAIg!',
      threeItems,
      Buffer.alloc(70, 0xee).toString('base64'),
    ]) {
      const error = await expectError(
        await postSession({ message, signature }),
        400,
        'invalid_request',
        /^Invalid body field "signature": must be a base64 Bitcoin message signature: BIP-322 simple \(a witness of one or two items\) or legacy \(65 bytes\)$/,
      )
      expect(error.field).toBe('signature')
    }
    // A legacy signature reads as one, but a taproot key signs only with BIP-322.
    const legacy = Buffer.from([31, ...new Uint8Array(64).fill(1)]).toString('base64')
    const refused = await expectError(
      await postSession({ message, signature: legacy }),
      400,
      'invalid_request',
      /^Invalid body field "signature": The signature is neither a BIP-322 simple signature .* \(a legacy signature for the taproot address bc1p\w+: taproot signs with BIP-322\)$/,
    )
    expect(refused.field).toBe('signature')
    // The format checks before it left the nonce unspent; that refusal spent it.
    await expectError(
      await postSession({ message, signature: taproot.sign(message) }),
      401,
      'invalid_nonce',
      /used before/,
    )
    const fresh = await messageFor(taproot.address)
    expect((await postSession({ message: fresh, signature: taproot.sign(fresh) })).status).toBe(201)
  })

  test('behavior: chains: the public ones served, regtest only when configured, addresses of the chain', async () => {
    const tb = bitcoinTestSigner('p2wpkh', new Uint8Array(32).fill(11), {
      ...(await import('bitcoinjs-lib')).networks.testnet,
    })
    const onTestnet = await signIn(tb, { chainId: testnet })
    expect(onTestnet.response.status).toBe(201)
    const rt = bitcoinTestSigner(
      'p2tr',
      new Uint8Array(32).fill(12),
      (await import('bitcoinjs-lib')).networks.regtest,
    )
    const onRegtest = await signIn(rt, { chainId: regtest })
    await expectError(
      onRegtest.response,
      400,
      'invalid_request',
      /chain bip122:0f9188f13cb7b2c71f2a335e3a4fc328 is not supported by this server/,
    )
    // A mainnet address in a testnet message: refused by the profile, as a 400 on message.
    const message = (await messageFor(segwit.address)).replace(
      'Chain ID: 000000000019d6689c085ae165831e93',
      'Chain ID: 000000000933ea01ad0ee984209779ba',
    )
    const error = await expectError(
      await postSession({ message, signature: segwit.sign(message) }),
      400,
      'invalid_request',
      /The address of the sign-in message is not an address of its chain/,
    )
    expect(error.field).toBe('message')
  })
})

describe('GET /v1/siwx/sessions/{bip122 chain}/{address}', () => {
  test('behavior: a bip122 chain needs a Bitcoin address', async () => {
    const response = await request(sessionsPath('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({
      field: 'address',
      message: expect.stringContaining('must be a bip122 address'),
    })
  })
})
