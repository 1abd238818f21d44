import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { revokeSessionMessage, sessionGrantMessage } from '../sessions/sessionGrant.js'
import { insertSession } from '../sessions/sessionStore.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({ chainRpc: devnetChainRpc(devnet), indexerPollMs: false })
})
afterAll(() => server.close())

const nowSeconds = () => Math.floor(Date.now() / 1000)
const permissions = [{ type: 'native-token-transfer', data: { allowance: '0xde0b6b3a7640000' } }]

function post(path: string, body: unknown, projectId = 'demo') {
  return server.app.request(`${path}?${sdkQuery(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function grant(account = freshAccount(), overrides: Record<string, unknown> = {}) {
  const message = sessionGrantMessage({
    chainId: 'eip155:31337',
    expiry: nowSeconds() + 3600,
    permissions,
    timestamp: nowSeconds(),
    ...overrides,
  })
  return { account, body: { message, signature: await account.signMessage({ message }) } }
}

const list = async (address: string) =>
  (await server.app.request(`/v1/sessions/${address}?${sdkQuery()}`)).json()

describe('smart sessions', () => {
  test('default: a signed grant creates a session; the account lists and revokes it', async () => {
    const { account, body } = await grant()
    const created = await post(`/v1/sessions/${account.address}`, body)
    expect(created.status).toBe(201)
    const session = await created.json()
    expect(session).toEqual({
      pci: expect.stringMatching(/^[\w-]+$/),
      chainId: 'eip155:31337',
      expiry: expect.any(Number),
      permissions,
      revoked: false,
    })
    expect(await list(account.address)).toEqual({ sessions: [session] })

    const signature = await account.signMessage({ message: revokeSessionMessage(session.pci) })
    const revoked = await post(`/v1/sessions/${account.address}/revoke`, {
      pci: session.pci,
      signature,
    })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ ok: true })
    expect(await list(account.address)).toEqual({ sessions: [{ ...session, revoked: true }] })
  })

  test('behavior: a revocation signed by someone else is refused', async () => {
    const { account, body } = await grant()
    const session = await (await post(`/v1/sessions/${account.address}`, body)).json()
    const signature = await freshAccount().signMessage({
      message: revokeSessionMessage(session.pci),
    })
    const response = await post(`/v1/sessions/${account.address}/revoke`, {
      pci: session.pci,
      signature,
    })
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('invalid_signature')
    expect((await list(account.address)).sessions[0].revoked).toBe(false)
  })

  test('behavior: an unknown pci (or another account’s) is 404', async () => {
    const { account, body } = await grant()
    const session = await (await post(`/v1/sessions/${account.address}`, body)).json()
    const other = freshAccount()
    const signature = await other.signMessage({ message: revokeSessionMessage(session.pci) })
    const response = await post(`/v1/sessions/${other.address}/revoke`, {
      pci: session.pci,
      signature,
    })
    expect(response.status).toBe(404)
    const unknown = await post(`/v1/sessions/${account.address}/revoke`, {
      pci: 'nope',
      signature,
    })
    expect(unknown.status).toBe(404)
  })

  test('behavior: a session the chain enforces is not marked revoked by a signature (409)', async () => {
    // As the embedded wallet records one it enabled in SmartSessions (wallet_grantPermissions).
    const account = freshAccount()
    const address = account.address.toLowerCase()
    const session = await insertSession(server.database, {
      pci: `0x${'ab'.repeat(32)}`,
      address,
      chainId: 'eip155:31337',
      expiry: nowSeconds() + 3600,
      permissions,
      grantSignature: `0x${'cd'.repeat(32)}`,
      onChain: true,
    })
    expect(session?.revoked).toBe(false)
    const signature = await account.signMessage({
      message: revokeSessionMessage(`0x${'ab'.repeat(32)}`),
    })
    const response = await post(`/v1/sessions/${account.address}/revoke`, {
      pci: `0x${'ab'.repeat(32)}`,
      signature,
    })
    expect(response.status).toBe(409)
    expect((await response.json()).error).toEqual({
      code: 'enforced_on_chain',
      message: `Session "0x${'ab'.repeat(32)}" is enforced on chain: the wallet that granted it revokes it (wallet_revokePermissions)`,
    })
    expect((await list(account.address)).sessions).toEqual([session])
  })

  test('behavior: grants are checked: signer, replay, age, expiry, chain', async () => {
    const { account, body } = await grant()
    expect((await post(`/v1/sessions/${freshAccount().address}`, body)).status).toBe(401)
    expect((await post(`/v1/sessions/${account.address}`, body)).status).toBe(201)
    const replay = await post(`/v1/sessions/${account.address}`, body)
    expect(replay.status).toBe(409)
    expect((await replay.json()).error.code).toBe('grant_used')
    const stale = await grant(account, { timestamp: nowSeconds() - 3600 })
    expect((await post(`/v1/sessions/${account.address}`, stale.body)).status).toBe(400)
    const expired = await grant(account, { expiry: nowSeconds() - 1 })
    expect((await post(`/v1/sessions/${account.address}`, expired.body)).status).toBe(400)
    const otherChain = await grant(account, { chainId: 'eip155:1' })
    const response = await post(`/v1/sessions/${account.address}`, otherChain.body)
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe('message')
  })

  test('behavior: bad requests are 400s naming the field; unknown project 403', async () => {
    const address = freshAccount().address
    const cases: [string, unknown, string][] = [
      [`/v1/sessions/${address}/revoke`, { signature: '0x12' }, 'pci'],
      [`/v1/sessions/${address}/revoke`, { pci: 'a', signature: '0x12' }, 'signature'],
      [`/v1/sessions/nope/revoke`, { pci: 'a', signature: `0x${'1'.repeat(130)}` }, 'address'],
      [
        `/v1/sessions/${address}`,
        { message: 'not json', signature: `0x${'1'.repeat(130)}` },
        'message',
      ],
    ]
    for (const [path, body, field] of cases) {
      const response = await post(path, body)
      expect(response.status, field).toBe(400)
      expect((await response.json()).error.field, field).toBe(field)
    }
    expect((await server.app.request(`/v1/sessions/nope?${sdkQuery()}`)).status).toBe(400)
    expect((await server.app.request(`/v1/sessions/${address}?${sdkQuery('nobody')}`)).status).toBe(
      403,
    )
  })
})
