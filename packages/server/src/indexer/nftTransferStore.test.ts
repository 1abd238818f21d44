import { beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createTestDatabase } from '../testing/testDatabase.js'
import type { NftTransferRecord } from './nftTransferStore.js'
import { rewindChain, writeIndexedBlocks } from './transferStore.js'

const chainId = 'eip155:31337'
const contract = '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707'
const zero = '0x0000000000000000000000000000000000000000'
const [ada, bob, cy] = ['0xaa', '0xbb', '0xcc'].map((prefix) => prefix.padEnd(42, '0'))

function transfer(
  blockNumber: bigint,
  logIndex: number,
  tokenId: bigint,
  from: string,
  to: string,
): NftTransferRecord {
  return {
    chainId,
    blockNumber,
    txHash: `0x${blockNumber.toString(16).padStart(2, '0')}${logIndex}`.padEnd(66, '0'),
    logIndex,
    contract,
    tokenId,
    from,
    to,
    minedAt: new Date(Number(blockNumber) * 1000),
  }
}

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await migrate(database)
})

async function owners() {
  const { rows } = await database.query<{ token_id: string; owner: string }>(
    'SELECT token_id::text AS token_id, owner FROM nft_owners ORDER BY token_id',
  )
  return Object.fromEntries(rows.map((row) => [row.token_id, row.owner]))
}

const write = (lastBlock: bigint, nfts: NftTransferRecord[]) =>
  writeIndexedBlocks(database, chainId, [], { lastBlock, lastBlockHash: `0x${lastBlock}` }, nfts)

describe('NFT ownership', () => {
  test('default: the last transfer of a batch owns the token; written twice, stored once', async () => {
    const minted = [
      transfer(1n, 0, 1n, zero, ada as string),
      transfer(1n, 1, 2n, zero, ada as string),
    ]
    // Token 1 moves twice in block 2, given out of order.
    const moved = [
      transfer(2n, 5, 1n, bob as string, cy as string),
      transfer(2n, 3, 1n, ada as string, bob as string),
    ]
    await write(1n, minted)
    await write(2n, moved)
    await write(2n, moved)
    expect(await owners()).toEqual({ '1': cy, '2': ada })
    const { rows } = await database.query('SELECT 1 FROM nft_transfers')
    expect(rows).toHaveLength(4)
  })

  test('behavior: an earlier transfer written late does not take the token back', async () => {
    await write(2n, [transfer(1n, 1, 2n, zero, ada as string)])
    expect((await owners())['2']).toBe(ada)
    await write(3n, [transfer(3n, 0, 2n, ada as string, bob as string)])
    await write(3n, [transfer(1n, 1, 2n, zero, ada as string)])
    expect((await owners())['2']).toBe(bob)
  })

  test('behavior: a rewind gives the tokens back to their owners before, and forgets new ones', async () => {
    await write(4n, [
      transfer(4n, 0, 3n, zero, cy as string),
      transfer(4n, 1, 1n, cy as string, ada as string),
    ])
    expect(await owners()).toEqual({ '1': ada, '2': bob, '3': cy })
    await rewindChain(database, chainId, 2n)
    expect(await owners()).toEqual({ '1': cy, '2': ada })
  })
})
