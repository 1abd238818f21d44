import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccounts } from '@latch/testkit'
import { describe, expect, inject, test } from 'vitest'
import { createServer, startServer } from './createServer.js'
import { migrate } from './db/migrate.js'
import { devnetChainRpc, freshAccount, sendEther } from './testing/devnetClients.js'
import { createTestDatabase, createTestServer, sdkQuery } from './testing/testDatabase.js'

describe('createServer', () => {
  test('default: listens on a free port and answers over HTTP', async () => {
    const server = await createTestServer()
    const running = await server.start({ port: 0, host: '127.0.0.1' })
    try {
      expect(running.url).toBe(`http://127.0.0.1:${running.port}`)
      const response = await fetch(`${running.url}/appkit/v1/config?${sdkQuery()}`, {
        headers: { origin: 'http://localhost:5173' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect((await response.json()).features).toHaveLength(7)
    } finally {
      await server.close()
    }
    await expect(fetch(`${running.url}/health`)).rejects.toThrow()
  })

  test('behavior: the rate limit counts the socket address', async () => {
    const { url, close } = await startServer({
      env: {},
      development: true,
      port: 0,
      database: await createTestDatabase(),
      rateLimit: { max: 2, windowMs: 60_000 },
    })
    try {
      const statuses = []
      for (let index = 0; index < 3; index++) {
        // Without trustProxy a forged X-Forwarded-For changes nothing.
        const response = await fetch(`${url}/getAnalyticsConfig?${sdkQuery()}`, {
          headers: { 'x-forwarded-for': `10.0.0.${index}` },
        })
        statuses.push(response.status)
        if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await close()
    }
  })

  test('behavior: restarting on the same database migrates and seeds nothing twice', async () => {
    const database = await createTestDatabase()
    const first = await createServer({ env: {}, development: true, database })
    await first.close()
    const second = await createServer({
      env: {},
      development: true,
      database,
      walletRegistry: { synthetic: 3 },
    })
    expect(await migrate(database)).toMatchObject({ applied: [] })
    const { rows } = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM wallets',
    )
    expect(rows[0]?.count).toBe(3)
    await second.close()
    // The database was passed in: the server leaves it open.
    expect((await database.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
  })

  test('parameters: a PGlite data directory keeps the data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-server-data-'))
    const options = {
      env: { LATCH_DATA_DIR: dataDir },
      development: true,
      rateLimit: false as const,
    }
    const first = await createServer({
      ...options,
      projects: [{ id: 'kept', allowedOrigins: ['https://kept.example'] }],
    })
    await first.close()
    const second = await createServer({ ...options, demoProject: false })
    try {
      expect(second.database.description).toBe(`PGlite (${dataDir})`)
      const response = await second.app.request(`/projects/v1/origins?${sdkQuery('kept')}`)
      expect(await response.json()).toEqual({ allowedOrigins: ['https://kept.example'] })
    } finally {
      await second.close()
    }
    // Two PGlite start-ups on disk: seconds each on a busy 2-core machine.
  }, 60_000)

  test('behavior: with chains configured the indexer polls until close', async () => {
    const devnet = inject('devnet')
    const [chain] = devnet.chains
    const sender = devAccounts[6]
    if (!chain || !sender) throw new Error('devnet')
    const server = await createTestServer({ chainRpc: devnetChainRpc(devnet), indexerPollMs: 100 })
    try {
      expect(server.indexer.polling).toBe(true)
      // PGlite is one process: it always leads.
      expect(server.indexerLeadership?.leading).toBe(true)
      const me = freshAccount().address
      const hash = await sendEther(chain, sender, me, '0.01')
      await expect
        .poll(
          async () =>
            (await (await server.app.request(`/v1/account/${me}/history?${sdkQuery()}`)).json())
              .data[0]?.metadata.hash,
          { timeout: 10_000 },
        )
        .toBe(hash)
    } finally {
      await server.close()
    }
    expect(server.indexer.polling).toBe(false)
    expect(server.indexerLeadership?.leading).toBe(false)
  })

  test('behavior: a chain whose RPC does not answer makes balances 502', async () => {
    const server = await createTestServer({
      chainRpc: { 'eip155:31337': 'http://127.0.0.1:9' },
      indexerPollMs: false,
    })
    try {
      const response = await server.app.request(
        `/v1/account/${freshAccount().address}/balance?${sdkQuery()}&chainId=eip155:31337`,
      )
      expect(response.status).toBe(502)
      expect((await response.json()).error.code).toBe('chain_unavailable')
      await expect(server.indexer.syncOnce()).rejects.toThrow()
    } finally {
      await server.close()
    }
  })
})
