import { describe, expect, it, onTestFinished } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { connect } from './connect.js'
import { getSessions } from './getSessions.js'
import { grantPermissions } from './grantPermissions.js'
import { loadSessions } from './loadSessions.js'
import { revokeSession } from './revokeSession.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const sessionKey = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permissionId = `0x${'ab'.repeat(32)}`
const session = {
  pci: permissionId,
  chainId: 'eip155:1',
  expiry: 1_900_000_000,
  permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '0x1' } }],
  revoked: false,
}

async function setup(routes: Parameters<typeof startRoutedFixture>[0] = {}) {
  const fixture = await startRoutedFixture(routes)
  const adapter = testAdapter('eip155', 'eip155:1')
  const latch = createLatch({
    networks: [mainnet],
    adapters: [adapter],
    storage: memoryBackend(),
    projectId: 'demo',
    services: { blockchainUrl: fixture.url },
    features: { smartSessions: true },
  })
  onTestFinished(() => latch.destroy())
  return { adapter, latch, fixture }
}

describe('grantPermissions', () => {
  it('behavior: refused with a clear error, the wallet never asked, while smartSessions is off', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    onTestFinished(() => latch.destroy())
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(
      grantPermissions(latch, { sessionKey, expiry: 1_900_000_000, permissions: [] }),
    ).rejects.toThrowError(
      'The smartSessions feature is not enabled: set features.smartSessions to true',
    )
    expect(adapter.request).not.toHaveBeenCalled()
  })

  it('behavior: asks the connected account’s wallet (ERC-7715), the allowance in hex', async () => {
    const { adapter, latch } = await setup()
    await connect(latch, { connectorId: 'test-wallet' })
    const granted = { permissionsContext: permissionId, smartSessions: '0x01' }
    adapter.request.mockResolvedValueOnce(granted as never)
    await expect(
      grantPermissions(latch, {
        sessionKey,
        expiry: 1_900_000_000,
        permissions: [
          { type: 'erc20-token-transfer', data: { address: token, allowance: 10n ** 19n } },
        ],
      }),
    ).resolves.toEqual(granted)
    expect(adapter.request).toHaveBeenLastCalledWith({
      method: 'wallet_grantPermissions',
      params: [
        {
          chainId: '0x1',
          address: 'eip155-address',
          expiry: 1_900_000_000,
          signer: { type: 'account', data: { id: sessionKey } },
          permissions: [
            {
              type: 'erc20-token-transfer',
              data: { address: token, allowance: '0x8ac7230489e80000' },
            },
          ],
        },
      ],
      network: mainnet,
    })
  })

  it('error: nothing connected', async () => {
    const { latch } = await setup()
    await expect(
      grantPermissions(latch, { sessionKey, expiry: 1, permissions: [] }),
    ).rejects.toThrow('The wallet is not connected')
  })
})

describe('getSessions', () => {
  it('behavior: the connected account’s sessions from the blockchain service', async () => {
    const { latch, fixture } = await setup({
      '/v1/sessions/eip155-address': { body: { sessions: [session] } },
    })
    await expect(getSessions(latch)).rejects.toThrow('The wallet is not connected')
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(getSessions(latch)).resolves.toEqual([session])
    expect(fixture.requests[0]?.url.searchParams.get('projectId')).toBe('demo')
  })
})

describe('revokeSession', () => {
  it('behavior: asks the wallet to revoke the session by its id', async () => {
    const { adapter, latch } = await setup()
    await expect(revokeSession(latch, { id: permissionId })).rejects.toThrow(
      'The wallet is not connected',
    )
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.request.mockResolvedValueOnce({ userOpHash: '0x12' } as never)
    await expect(revokeSession(latch, { id: permissionId })).resolves.toBeUndefined()
    expect(adapter.request).toHaveBeenLastCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: permissionId, address: 'eip155-address' }],
      network: mainnet,
    })
  })
})

describe('loadSessions', () => {
  it('behavior: state.sessions lists the connected account’s sessions in force', async () => {
    const { latch } = await setup({
      '/v1/sessions/eip155-address': {
        body: { sessions: [session, { ...session, pci: '0xbb', revoked: true }] },
      },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    // Absent until asked for.
    expect(latch.getState().sessions).toBeUndefined()
    await loadSessions(latch)
    expect(latch.getState().sessions?.status).toBe('loading')
    const sessions = await eventually(() => {
      const state = latch.getState().sessions
      expect(state?.status).toBe('loaded')
      return state
    })
    expect(sessions).toEqual({ status: 'loaded', address: 'eip155-address', items: [session] })
  })

  it('errors: without a blockchain service the list is unavailable', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
      features: { smartSessions: true },
    })
    onTestFinished(() => latch.destroy())
    await connect(latch, { connectorId: 'test-wallet' })
    await loadSessions(latch)
    await eventually(() => expect(latch.getState().sessions?.status).toBe('unavailable'))
  })
})

describe('revokeSession through the sessions machine', () => {
  it('errors: a refused revocation rejects, keeps the list and says why; a retry revokes and lists again', async () => {
    const { adapter, latch, fixture } = await setup({
      '/v1/sessions/eip155-address': { body: { sessions: [session] } },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await loadSessions(latch)
    await eventually(() => expect(latch.getState().sessions?.status).toBe('loaded'))
    const refused = new Error('User rejected the request')
    adapter.request.mockRejectedValueOnce(refused)
    await expect(revokeSession(latch, { id: permissionId })).rejects.toBe(refused)
    expect(latch.getState().sessions).toMatchObject({
      status: 'loaded',
      items: [session],
      revokeError: refused,
    })
    const reads = fixture.requests.length
    adapter.request.mockResolvedValueOnce({ userOpHash: '0x12' } as never)
    await expect(revokeSession(latch, { id: permissionId })).resolves.toBeUndefined()
    expect(latch.getState().sessions?.revokeError).toBeUndefined()
    // Read again once the wallet revoked it.
    await eventually(() => expect(latch.getState().sessions?.status).toBe('loaded'))
    expect(fixture.requests.length).toBe(reads + 1)
  })
})
