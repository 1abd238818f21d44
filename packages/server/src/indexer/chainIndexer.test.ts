import { devAccounts } from '@latch/testkit'
import { parseEther } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { createChainClient } from '../chains/chainClient.js'
import { devnetStablecoin, devnetTestToken, resolveChains } from '../chains/chainSettings.js'
import { devnetDex } from '../convert/dexSettings.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { freshAccount, sendEther, sendTestToken } from '../testing/devnetClients.js'
import { createTestDatabase } from '../testing/testDatabase.js'
import { createChainIndexer, reorgRewindBlocks } from './chainIndexer.js'
import { createIndexer } from './createIndexer.js'
import { readCursor, rewindChain } from './transferStore.js'

const devnet = inject('devnet')
const [chainA, chainB] = devnet.chains
const sender = devAccounts[2]
if (!chainA || !chainB || !sender) throw new Error('the devnet has two chains and dev accounts')
const chains = resolveChains(
  { 'eip155:31337': chainA.rpcUrl, 'eip155:31338': chainB.rpcUrl },
  undefined,
)
const settingsA = chains[0]
if (!settingsA) throw new Error('chain A is configured')

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await migrate(database)
})

function indexerA(batchSize = 100) {
  return createChainIndexer({
    database,
    chain: settingsA as NonNullable<typeof settingsA>,
    client: createChainClient(settingsA as NonNullable<typeof settingsA>),
    startBlock: 0,
    batchSize,
  })
}

async function transfersTo(address: string) {
  const { rows } = await database.query<{
    tx_hash: string
    from_address: string
    token: string
    amount: string
    status: string
  }>(
    `SELECT tx_hash, from_address, token, amount::text AS amount, status FROM transfers
     WHERE to_address = $1 ORDER BY block_number, log_index`,
    [address.toLowerCase()],
  )
  return rows
}

describe('chain indexer', () => {
  test('default: the testkit deploys LTT, LUSD and Uniswap V2 where the server’s defaults say', () => {
    expect(devnet.token.addresses[31337]).toBe(devnetTestToken.address)
    expect(devnet.token.addresses[31338]).toBe(devnetTestToken.address)
    expect(devnet.stablecoin?.addresses[31337]).toBe(devnetStablecoin.address)
    expect(devnet.stablecoin?.addresses[31338]).toBe(devnetStablecoin.address)
    expect(devnet.stablecoin?.decimals).toBe(devnetStablecoin.decimals)
    for (const id of [31337, 31338]) {
      const { factory, router, weth } = devnetDex
      expect(devnet.dex?.addresses[id]).toEqual({ factory, router, weth })
    }
    expect(settingsA.tokens).toEqual([devnetTestToken, devnetStablecoin])
  })

  test('behavior: syncOnce picks up a native and an LTT transfer', async () => {
    const indexer = indexerA()
    await indexer.syncToLatest()
    const recipient = freshAccount().address
    const nativeHash = await sendEther(chainA, sender, recipient, '1.5')
    const tokenHash = await sendTestToken(devnet, chainA, sender, recipient, '42')
    const result = await indexer.syncOnce()
    expect(result).toMatchObject({ chainId: 'eip155:31337', done: true })
    // Other test files share the chain and may send in the same blocks: count only ours below.
    expect(result.transfers).toBeGreaterThanOrEqual(2)
    expect(await transfersTo(recipient)).toEqual([
      {
        tx_hash: nativeHash,
        from_address: sender.address.toLowerCase(),
        token: 'native',
        amount: parseEther('1.5').toString(),
        status: 'confirmed',
      },
      {
        tx_hash: tokenHash,
        from_address: sender.address.toLowerCase(),
        token: devnetTestToken.address.toLowerCase(),
        amount: parseEther('42').toString(),
        status: 'confirmed',
      },
    ])
    const cursor = await readCursor(database, 'eip155:31337')
    expect(cursor?.lastBlock).toBe(result.latest)
    // Another pass stores nothing twice (other files may add blocks meanwhile).
    await indexer.syncOnce()
    expect(await transfersTo(recipient)).toHaveLength(2)
  })

  test('behavior: small batches step to the head; concurrent steps never overlap', async () => {
    const recipient = freshAccount().address
    for (const amount of ['1', '2', '3']) await sendEther(chainA, sender, recipient, amount)
    const indexer = indexerA(1)
    const results = await Promise.all([indexer.syncOnce(), indexer.syncOnce(), indexer.syncOnce()])
    const ranges = results.map((result) => [result.fromBlock, result.toBlock])
    expect(new Set(ranges.map(String)).size).toBe(3)
    await indexer.syncToLatest()
    expect((await transfersTo(recipient)).map((row) => row.amount)).toEqual(
      ['1', '2', '3'].map((amount) => parseEther(amount).toString()),
    )
  })

  test('behavior: a restart resumes at the cursor; blocks indexed again are stored once', async () => {
    const recipient = freshAccount().address
    await sendTestToken(devnet, chainA, sender, recipient, '7')
    await indexerA().syncToLatest()
    const cursor = await readCursor(database, 'eip155:31337')
    // A new indexer on the same database (a restart) resumes after the cursor (other test
    // files share the chain, so new blocks may have come meanwhile)…
    const resumed = await indexerA().syncOnce()
    expect(resumed.fromBlock === null || resumed.fromBlock > (cursor?.lastBlock ?? 0n)).toBe(true)
    // …and re-reading blocks (a cursor set back without deleting) adds no duplicates.
    await database.query(`UPDATE chain_cursors SET last_block = 0, last_block_hash = NULL`)
    await indexerA().syncToLatest()
    expect(await transfersTo(recipient)).toHaveLength(1)
    expect((await readCursor(database, 'eip155:31337'))?.lastBlock).toBeGreaterThanOrEqual(
      cursor?.lastBlock ?? 0n,
    )
  })

  test('behavior: a block whose parent is not the stored one rewinds and re-indexes', async () => {
    const indexer = indexerA()
    await indexer.syncToLatest()
    const before = await readCursor(database, 'eip155:31337')
    await database.query(`UPDATE chain_cursors SET last_block_hash = $1`, [`0x${'ab'.repeat(32)}`])
    await sendEther(chainA, sender, freshAccount().address, '0.1')
    const rewound = await indexer.syncOnce()
    expect(rewound).toMatchObject({ rewound: true, done: false })
    const kept = (before?.lastBlock ?? 0n) - reorgRewindBlocks
    expect((await readCursor(database, 'eip155:31337'))?.lastBlock).toBe(
      kept < 0n ? undefined : kept,
    )
    await indexer.syncToLatest()
    const { rows } = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM transfers WHERE chain_id = 'eip155:31337'
       GROUP BY tx_hash, log_index HAVING count(*) > 1`,
    )
    expect(rows).toEqual([])
  })

  test('behavior: an RPC URL of another chain is refused', async () => {
    const wrong = createChainIndexer({
      database,
      chain: { ...settingsA, rpcUrl: chainB.rpcUrl },
      client: createChainClient({ ...settingsA, rpcUrl: chainB.rpcUrl }),
      startBlock: 0,
      batchSize: 10,
    })
    await expect(wrong.syncOnce()).rejects.toThrow(
      'The RPC URL of eip155:31337 answers for chain 31338',
    )
  })

  test('behavior: createIndexer drives every chain; polling starts and stops', async () => {
    const clients = new Map(chains.map((chain) => [chain.caipNetworkId, createChainClient(chain)]))
    const indexer = createIndexer({ database, chains, clients, startBlock: 0, batchSize: 50 })
    const recipient = freshAccount().address
    await sendEther(chainB, sender, recipient, '2')
    indexer.start(50)
    expect(indexer.polling).toBe(true)
    await expect
      .poll(async () => (await transfersTo(recipient)).length, { timeout: 10_000 })
      .toBe(1)
    await indexer.stop()
    expect(indexer.polling).toBe(false)
    const results = await indexer.syncOnce()
    expect(results.map((result) => result.chainId)).toEqual(['eip155:31337', 'eip155:31338'])
  })

  test('behavior: rewinding below the start block forgets the chain', async () => {
    const scratch = await createTestDatabase()
    await migrate(scratch)
    await scratch.query(
      `INSERT INTO chain_cursors (chain_id, last_block, last_block_hash) VALUES ('eip155:1', 5, NULL)`,
    )
    await rewindChain(scratch, 'eip155:1', -1n)
    expect(await readCursor(scratch, 'eip155:1')).toBeUndefined()
  })
})
