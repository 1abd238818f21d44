import { devAccounts } from '@latch/testkit'
import { createPublicClient, http } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { terminateAdvisoryLockHolders } from '../../../database/src/testing/advisoryLockHolders.js'
import type { LatchServer } from '../createServer.js'
import { freshAccount, sendEther } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [chain] = devnet.chains
const sender = devAccounts[7]
if (!chain || !sender) throw new Error('the devnet has a chain and dev accounts')
const chainRpc = { [`eip155:${chain.id}`]: chain.rpcUrl }

const servers: LatchServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A latch-server process on the run's PostgreSQL, in `schema`, indexing chain A. */
async function serverProcess(schema: string, startBlock: number, leaderRetryMs: number) {
  const server = await createTestServer({
    database: { url: inject('postgresUrl'), schema },
    chainRpc,
    relay: false,
    indexerPollMs: 100,
    indexerStartBlock: startBlock,
    indexerLeaderRetryMs: leaderRetryMs,
  })
  servers.push(server)
  return server
}

async function historyHashes(server: LatchServer, address: string): Promise<string[]> {
  const response = await server.app.request(`/v1/account/${address}/history?${sdkQuery()}`)
  const body = (await response.json()) as { data: { metadata: { hash: string } }[] }
  return body.data.map((entry) => entry.metadata.hash)
}

test('behavior: two processes on one database: one indexes, the other reads; a killed leader is replaced', async () => {
  const schema = `indexer_leader_${process.pid}_${Date.now().toString(36)}`
  const head = Number(await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber())
  // The first process, once it lost the lead, would try again only after a minute: as if it
  // had been killed, it does not come back within this test.
  const first = await serverProcess(schema, head, 60_000)
  const second = await serverProcess(schema, head, 100)
  expect(first.indexerLeadership?.leading).toBe(true)
  expect(first.indexer.polling).toBe(true)
  expect(second.indexerLeadership?.leading).toBe(false)
  expect(second.indexer.polling).toBe(false)

  // The follower serves what the leader indexed, from the shared tables.
  const me = freshAccount().address
  const before = await sendEther(chain, sender, me, '0.01')
  await expect.poll(() => historyHashes(second, me), { timeout: 10_000 }).toEqual([before])

  // The leader's session ends from the server's side, as when its process is killed.
  expect(await terminateAdvisoryLockHolders(second.database, 'latch_indexer')).toBe(1)
  await expect.poll(() => second.indexerLeadership?.leading, { timeout: 5_000 }).toBe(true)
  expect(second.indexer.polling).toBe(true)
  // The old leader stopped indexing when it lost its lock.
  expect(first.indexerLeadership?.leading).toBe(false)
  expect(first.indexer.polling).toBe(false)

  const after = await sendEther(chain, sender, me, '0.02')
  await expect.poll(() => historyHashes(first, me), { timeout: 10_000 }).toEqual([after, before])
  // Each transfer stored once, though two indexers wrote the chain.
  const { rows } = await second.database.query<{ tx_hash: string; count: number }>(
    `SELECT tx_hash, count(*)::int AS count FROM transfers WHERE to_address = $1
     GROUP BY tx_hash ORDER BY tx_hash`,
    [me.toLowerCase()],
  )
  expect(rows).toEqual(
    [before, after].sort().map((hash) => ({ tx_hash: hash.toLowerCase(), count: 1 })),
  )
}, 60_000)
