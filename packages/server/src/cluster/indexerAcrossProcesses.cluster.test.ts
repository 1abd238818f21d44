// Proof: latch-server processes on one PostgreSQL behind a round-robin proxy share one chain
// indexer. One process leads; killed without a goodbye, another takes the lead within seconds
// and indexes from where the first stopped, and every process answers balances and history
// alike.
import { devAccounts } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { freshAccount, sendTestToken } from '../testing/devnetClients.js'
import {
  type ClusterMember,
  type ServerCluster,
  startServerCluster,
} from '../testing/serverCluster.js'
import { sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [chain] = devnet.chains
const sender = devAccounts[6]
if (!chain || !sender) throw new Error('the devnet has chains and dev accounts')
const chainId = `eip155:${chain.id}`

let cluster: ServerCluster
beforeAll(async () => {
  cluster = await startServerCluster({
    postgresUrl: inject('postgresUrl'),
    settings: { LATCH_CHAIN_RPC: `${chainId}=${chain.rpcUrl}`, LATCH_INDEXER_POLL_MS: '200' },
  })
})
afterAll(() => cluster?.close())

/** What a member last said of the indexer's lead: `leading`, or what it does instead. */
function leadership(member: ClusterMember): string | undefined {
  const lines = member.output().match(/chain indexer: .*/g) ?? []
  return lines.at(-1)?.slice('chain indexer: '.length)
}

const leaders = () =>
  cluster.members.filter((member) => member.running() && leadership(member) === 'leading')

async function history(address: string): Promise<string[]> {
  const response = await fetch(
    `${cluster.url}/v1/account/${address}/history?${sdkQuery()}&chainId=${chainId}`,
  )
  expect(response.status).toBe(200)
  const page = (await response.json()) as { data: { metadata: { hash: string } }[] }
  return page.data.map((transaction) => transaction.metadata.hash)
}

async function tokenBalance(address: string): Promise<string | undefined> {
  const response = await fetch(
    `${cluster.url}/v1/account/${address}/balance?${sdkQuery()}&chainId=${chainId}`,
  )
  expect(response.status).toBe(200)
  const { balances } = (await response.json()) as {
    balances: { symbol: string; quantity: { numeric: string } }[]
  }
  return balances.find((balance) => balance.symbol === 'LTT')?.quantity.numeric
}

describe('the chain indexer across processes', () => {
  test('behavior: one leader; killed, another leads and indexes on; every process answers alike', async () => {
    await expect.poll(() => leaders().length, { timeout: 15_000 }).toBe(1)
    const [first] = leaders()
    if (!first) throw new Error('a leader')
    const me = freshAccount().address
    const before = await sendTestToken(devnet, chain, sender, me, '1')
    await expect.poll(() => history(me), { timeout: 15_000 }).toEqual([before])
    // One answer from each process in turn (the proxy alternates): the same.
    const from = cluster.api.log.length
    const balances = []
    for (const _ of cluster.members) balances.push(await tokenBalance(me))
    expect(balances).toEqual(cluster.members.map(() => '1'))
    expect(new Set(cluster.api.log.slice(from).map((entry) => entry.target)).size).toBe(
      cluster.members.length,
    )

    await first.stop('SIGKILL')
    // The follower retries every 1.5 s; PostgreSQL ends the killed process's session, and
    // with it the lock, as soon as its connection drops.
    await expect.poll(() => leaders().length, { timeout: 15_000 }).toBe(1)
    expect(leaders()[0]).not.toBe(first)
    const after = await sendTestToken(devnet, chain, sender, me, '2')
    await expect.poll(() => history(me), { timeout: 15_000 }).toEqual([after, before])
    await expect.poll(() => tokenBalance(me), { timeout: 15_000 }).toBe('3')
    const { rows } = await cluster.database.query<{ tx_hash: string; copies: string }>(
      `SELECT tx_hash, count(*)::text AS copies FROM transfers WHERE to_address = $1
       GROUP BY tx_hash ORDER BY tx_hash`,
      [me.toLowerCase()],
    )
    expect(rows).toEqual([before, after].sort().map((hash) => ({ tx_hash: hash, copies: '1' })))
  }, 90_000)
})
