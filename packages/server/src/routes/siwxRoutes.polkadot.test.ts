// Sign-In with Substrate through the routes: messages made by adapter-polkadot, signed for
// real by @polkadot/keyring as extensions sign (sr25519, ed25519 and ecdsa keys), verified by
// the server with adapter-polkadot's verifier.

import { createPolkadotSiwxMessage } from '@latch/adapter-polkadot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { type PolkadotTestSigner, polkadotTestSigner } from '../testing/polkadotTestSigner.js'
import { siwxNamespaceClient } from '../testing/siwxNamespaceClient.js'
import { expectError, siwxRoutesClient } from '../testing/siwxRoutesClient.js'
import { createTestServer } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const local = 'polkadot:45454545454545454545454545454545'

let server: LatchServer
let signers: Record<'sr25519' | 'ed25519' | 'ecdsa' | 'stranger' | 'traveller', PolkadotTestSigner>
beforeAll(async () => {
  server = await createTestServer({
    projects: [testProject('shop', 'Shop', ['https://shop.example', 'https://other.example'])],
  })
  signers = {
    // Polkadot's SS58 prefix, as an extension writes accounts for Polkadot.
    sr25519: await polkadotTestSigner('sr25519', '//Alice', 0),
    ed25519: await polkadotTestSigner('ed25519', '//Alice', 0),
    ecdsa: await polkadotTestSigner('ecdsa', '//Alice', 0),
    stranger: await polkadotTestSigner('sr25519', '//Mallory', 0),
    // Signs in on other chains: the default tests' keys then have no session there, whatever
    // the order the tests run in.
    traveller: await polkadotTestSigner('sr25519', '//Bob', 0),
  }
})
afterAll(() => server.close())
const client = siwxRoutesClient(() => server)
const { request, postSession } = client

const sis = siwxNamespaceClient({
  client,
  createMessage: createPolkadotSiwxMessage,
  chainId: polkadot,
})
const { messageFor, signIn, sessionsPath } = sis

describe('POST /v1/siwx/sessions (polkadot)', () => {
  test.each(['sr25519', 'ed25519', 'ecdsa'] as const)(
    'default: a %s signature becomes a session, listed under any prefix of the key',
    async (type) => {
      const signer = signers[type]
      const { listed } = await sis.expectSessionOf(signer)
      // The generic prefix (42) writes the same key: the same account, the same sessions.
      const generic = await (await request(sessionsPath(signer.addressWith(42)))).json()
      expect(generic).toEqual(listed)
      const onKusama = await (await request(sessionsPath(signer.address, kusama))).json()
      expect(onKusama).toEqual({ sessions: [] })
    },
  )

  test('behavior: a signature by another key, or of another text, is refused', async () => {
    const { sr25519, ed25519, stranger } = signers
    await sis.expectForeignSignaturesRefused({ visitor: sr25519, other: ed25519, stranger })
    // The same key of another type (ed25519 from the same seed) is another account.
    const otherType = await messageFor(sr25519.address)
    await expectError(
      await postSession({ message: otherType, signature: ed25519.sign(otherType) }),
      401,
      'invalid_signature',
    )
  })

  test('behavior: a wrong domain or URI is refused, and spends the nonce', async () => {
    await sis.expectBoundToPage(signers.sr25519)
  })

  test('behavior: a reused nonce is refused', async () => {
    await sis.expectNonceSpentOnce(signers.ecdsa)
  })

  test('behavior: a malformed signature is a clear 400, before the nonce is spent', async () => {
    const { sr25519 } = signers
    const message = await messageFor(sr25519.address)
    const good = sr25519.sign(message)
    for (const signature of [
      good.slice(2),
      `${good}00`.slice(0, -4),
      `${good}0000`,
      Buffer.from(good.slice(2), 'hex').toString('base64'),
      `0x${'g'.repeat(128)}`,
    ]) {
      const error = await expectError(
        await postSession({ message, signature }),
        400,
        'invalid_request',
        /^Invalid body field "signature": must be a 0x hex Substrate signature: 64 bytes \(sr25519, ed25519\) or 65 \(ecdsa\)$/,
      )
      expect(error.field).toBe('signature')
    }
    // The format checks left the nonce unspent.
    expect((await postSession({ message, signature: good })).status).toBe(201)
  })

  test('behavior: chains: Polkadot, Kusama and Westend served, a local chain only when configured', async () => {
    const { traveller: sr25519 } = signers
    const onKusama = await signIn(sr25519, {
      chainId: kusama,
      accountAddress: sr25519.addressWith(2),
    })
    expect(onKusama.response.status).toBe(201)
    const onLocal = await signIn(sr25519, { chainId: local })
    await expectError(
      onLocal.response,
      400,
      'invalid_request',
      /chain polkadot:45454545454545454545454545454545 is not supported by this server/,
    )
    const configured = await createTestServer({
      chainRpc: { [local]: 'ws://127.0.0.1:9' },
      indexerPollMs: false,
      projects: [testProject('shop', 'Shop', ['https://shop.example'])],
    })
    try {
      const client = siwxRoutesClient(() => configured)
      const message = createPolkadotSiwxMessage({
        accountAddress: sr25519.address,
        chainId: local,
        ...(await client.signInFields()),
      }).toString()
      // No node is asked: the one configured does not even answer.
      const response = await client.postSession({ message, signature: sr25519.sign(message) })
      expect(response.status).toBe(201)
    } finally {
      await configured.close()
    }
  })
})

describe('GET /v1/siwx/sessions/{polkadot chain}/{address}', () => {
  test('behavior: a polkadot chain needs a polkadot address with a valid checksum', async () => {
    const address = signers.sr25519.address
    const broken = `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`
    for (const bad of ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', broken]) {
      const response = await request(sessionsPath(bad))
      expect(response.status, bad).toBe(400)
      expect((await response.json()).error).toMatchObject({
        field: 'address',
        message: expect.stringContaining('must be a polkadot address'),
      })
    }
  })
})
