// Contract: @latch/core's clients against the running server, over real HTTP. If either side
// changes a wire format, these fail.
import { createAnalyticsService, createConfigService, HttpError } from '@latch/core'
import { defaultRemoteFeatures } from '@latch/core/constants'
import { createServiceClient, resolveFeatures } from '@latch/core/internal'
import type { Database } from '@latch/database'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listenTestService, coreSdk as sdk } from '../testing/listeningTestServer.js'

let database: Database
let url: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ database, url, close } = await listenTestService({
    projects: [
      {
        id: 'demo',
        name: 'Demo',
        allowedOrigins: ['http://localhost:*'],
        features: { multiWallet: true, socials: ['github'] },
        analyticsEnabled: true,
      },
      { id: 'quiet', name: 'Quiet', allowedOrigins: [], features: {}, analyticsEnabled: false },
    ],
  }))
})
afterAll(() => close())

describe('config service contract', () => {
  it('behavior: features parse into what resolveFeatures expects', async () => {
    const remote = await createConfigService({ baseUrl: url, sdk }).getFeatures()
    expect(remote).toMatchObject({ socials: ['github'], multiWallet: true, email: true })
    const { features } = resolveFeatures({ remote })
    expect(features.swaps).toEqual(defaultRemoteFeatures.swaps)
  })

  it('behavior: allowed origins', async () => {
    await expect(createConfigService({ baseUrl: url, sdk }).getAllowedOrigins()).resolves.toEqual({
      allowedOrigins: expect.arrayContaining(['http://localhost:*']),
    })
  })

  it('behavior: an unknown project is Project ID Not Configured', async () => {
    const config = createConfigService({ baseUrl: url, sdk: { ...sdk, projectId: 'nope' } })
    await expect(config.getAllowedOrigins()).resolves.toEqual({
      allowedOrigins: [],
      alert: 'PROJECT_ID_NOT_CONFIGURED',
    })
    await expect(config.getFeatures()).rejects.toBeInstanceOf(HttpError)
  })

  it('behavior: wallets page, filter and search; their images load', async () => {
    const config = createConfigService({ baseUrl: url, sdk })
    const first = await config.getWallets({ page: 1, entries: 4 })
    expect(first.data).toHaveLength(4)
    expect(first.count).toBeGreaterThanOrEqual(40)
    const solana = await config.getWallets({
      page: 1,
      entries: 100,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.data.length).toBeGreaterThan(0)
    expect(
      solana.data.every((wallet) => wallet.chains?.some((chain) => chain.startsWith('solana:'))),
    ).toBe(true)
    const found = await config.getWallets({ page: 1, entries: 10, search: 'metamask' })
    expect(found.data.map((wallet) => wallet.name)).toContain('MetaMask')
    const image = await config.getWalletImage(found.data[0]?.image_id as string)
    expect(image.type).toMatch(/^image\//)
    expect(image.size).toBeGreaterThan(100)
  })

  it('behavior: the analytics switch follows the project', async () => {
    await expect(createConfigService({ baseUrl: url, sdk }).getAnalyticsEnabled()).resolves.toBe(
      true,
    )
    await expect(
      createConfigService({
        baseUrl: url,
        sdk: { ...sdk, projectId: 'quiet' },
      }).getAnalyticsEnabled(),
    ).resolves.toBe(false)
  })
})

describe('analytics contract', () => {
  it('behavior: an event the client sends is accepted and stored once', async () => {
    const showAlert = vi.fn()
    const warn = vi.fn()
    const analytics = createAnalyticsService({
      baseUrl: url,
      sdk,
      enabled: () => true,
      page: () => ({ url: 'http://localhost:5173/', domain: 'localhost' }),
      showAlert,
      warn,
    })
    await analytics.send('MODAL_OPEN', { connected: false })
    expect(warn).not.toHaveBeenCalled()
    expect(showAlert).not.toHaveBeenCalled()
    const stored = await database.query<{ count: string }>(
      "select count(*)::text as count from analytics_events where project_id = 'demo'",
    )
    expect(stored.rows[0]?.count).toBe('1')
  })

  it('behavior: the server refuses MODAL_CREATED, which the client never sends anyway', async () => {
    const client = createServiceClient({ baseUrl: url, sdk })
    const error = await client
      .post('/e', {
        eventId: 'x1',
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { event: 'MODAL_CREATED' },
      })
      .catch((failure: unknown) => failure)
    expect(error).toMatchObject({ status: 400 })
  })
})
