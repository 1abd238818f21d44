import { type Block, erc20Abi, erc721Abi, getAbiItem, type Hash, type Transaction } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { Database } from '../db/database.js'
import { mapLimit } from './mapLimit.js'
import type { NftTransferRecord } from './nftTransferStore.js'
import {
  readCursor,
  rewindChain,
  type TransferRecord,
  writeIndexedBlocks,
} from './transferStore.js'

/** What one `syncOnce()` step did on a chain. */
export type SyncResult = {
  /** CAIP-2. */
  chainId: string
  /** The blocks written, or `null` when there was nothing new. */
  fromBlock: bigint | null
  toBlock: bigint | null
  /** The chain's head when the step began. */
  latest: bigint
  /** Transfers found in the blocks written. */
  transfers: number
  /** Blocks forgotten because the chain reorganised under the cursor. */
  rewound: boolean
  /** The cursor reached `latest`. */
  done: boolean
}

/** The RPC URL answers for another chain than the one configured. */
export class ChainMismatchError extends Error {
  override readonly name = 'ChainMismatchError'
}

export type ChainIndexerParameters = {
  database: Database
  chain: ChainSettings
  client: ChainClient
  /** The first block indexed when the chain has no cursor yet. */
  startBlock: number
  /** The most blocks one step reads. */
  batchSize: number
}

export type ChainIndexer = {
  chainId: string
  /** Indexes the next batch of blocks (at most `batchSize`) up to the current head. */
  syncOnce(): Promise<SyncResult>
  /** Steps until the cursor reaches the head seen by the last step. */
  syncToLatest(): Promise<SyncResult[]>
}

/** How far back the indexer rewinds when a block's parent is not the block it stored. */
export const reorgRewindBlocks = 12n
const fetchConcurrency = 4
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })
// The same topic0 as ERC-20's, with the third argument indexed: four topics. Decoded strictly,
// an ERC-20 log (three topics) does not fit and is left out.
const nftTransferEvent = getAbiItem({ abi: erc721Abi, name: 'Transfer' })

type FullBlock = Block<bigint, true, 'latest'> & { number: bigint; hash: Hash }

/**
 * The indexer of one chain. Each step reads the blocks after the stored cursor (at most
 * `batchSize`, up to the head from `eth_blockNumber`): every transaction carrying native
 * value (`getBlock({ includeTransactions: true })`, its receipt for the status) and the
 * `Transfer` logs of the listed tokens (`getLogs`), and every contract's ERC-721 `Transfer`
 * logs (the token id indexed), then writes them with the new cursor in one transaction. Steps of one indexer never overlap; a restart resumes at the cursor.
 *
 * @example
 * const indexer = createChainIndexer({ database, chain, client, startBlock: 0, batchSize: 100 })
 * await indexer.syncToLatest()
 */
export function createChainIndexer(parameters: ChainIndexerParameters): ChainIndexer {
  const { database, chain, client, startBlock, batchSize } = parameters
  const chainId = chain.caipNetworkId
  const tokenAddresses = chain.tokens.map((token) => token.address)
  let checkedChainId = false
  let queue: Promise<unknown> = Promise.resolve()

  async function nativeTransfers(blocks: readonly FullBlock[]): Promise<TransferRecord[]> {
    const valued = blocks.flatMap((block) =>
      block.transactions
        .filter((tx): tx is Transaction<bigint, number, false> => tx.value > 0n)
        .map((tx) => ({ block, tx })),
    )
    return mapLimit(valued, fetchConcurrency, async ({ block, tx }) => {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      const to = tx.to ?? receipt.contractAddress
      return {
        chainId,
        blockNumber: block.number,
        txHash: tx.hash,
        logIndex: -1,
        from: tx.from.toLowerCase(),
        to: (to ?? '0x0000000000000000000000000000000000000000').toLowerCase(),
        token: 'native',
        amount: tx.value,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        minedAt: new Date(Number(block.timestamp) * 1000),
      }
    })
  }

  async function tokenTransfers(
    fromBlock: bigint,
    toBlock: bigint,
    timestamps: ReadonlyMap<bigint, bigint>,
  ): Promise<TransferRecord[]> {
    if (tokenAddresses.length === 0) return []
    const logs = await client.getLogs({
      address: tokenAddresses,
      event: transferEvent,
      fromBlock,
      toBlock,
      strict: true,
    })
    return logs.flatMap((log) => {
      const timestamp = timestamps.get(log.blockNumber)
      if (timestamp === undefined || log.removed) return []
      return [
        {
          chainId,
          blockNumber: log.blockNumber,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          token: log.address.toLowerCase(),
          amount: log.args.value,
          status: 'confirmed' as const,
          minedAt: new Date(Number(timestamp) * 1000),
        },
      ]
    })
  }

  /** Every contract's ERC-721 `Transfer` logs in the range: ownership of any collection. */
  async function nftTransfers(
    fromBlock: bigint,
    toBlock: bigint,
    timestamps: ReadonlyMap<bigint, bigint>,
  ): Promise<NftTransferRecord[]> {
    const logs = await client.getLogs({ event: nftTransferEvent, fromBlock, toBlock, strict: true })
    return logs.flatMap((log) => {
      const timestamp = timestamps.get(log.blockNumber)
      if (timestamp === undefined || log.removed || log.topics.length !== 4) return []
      return [
        {
          chainId,
          blockNumber: log.blockNumber,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          contract: log.address.toLowerCase(),
          tokenId: log.args.tokenId,
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          minedAt: new Date(Number(timestamp) * 1000),
        },
      ]
    })
  }

  async function step(): Promise<SyncResult> {
    if (!checkedChainId) {
      const actual = await client.getChainId()
      if (actual !== chain.id) {
        throw new ChainMismatchError(
          `The RPC URL of ${chainId} answers for chain ${actual}; check LATCH_CHAIN_RPC`,
        )
      }
      checkedChainId = true
    }
    const cursor = await readCursor(database, chainId)
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const first = cursor ? cursor.lastBlock + 1n : BigInt(startBlock)
    const idle = { chainId, fromBlock: null, toBlock: null, latest, transfers: 0 }
    if (first > latest) return { ...idle, rewound: false, done: true }
    const last = first + BigInt(batchSize) - 1n < latest ? first + BigInt(batchSize) - 1n : latest
    const numbers: bigint[] = []
    for (let number = first; number <= last; number++) numbers.push(number)
    const fetched = await mapLimit(
      numbers,
      fetchConcurrency,
      (blockNumber) =>
        client.getBlock({ blockNumber, includeTransactions: true }) as Promise<FullBlock>,
    )

    // A reorganisation under the cursor: forget the last blocks and index them again.
    if (cursor?.lastBlockHash && fetched[0]?.parentHash !== cursor.lastBlockHash) {
      const kept = cursor.lastBlock - reorgRewindBlocks
      await rewindChain(database, chainId, kept < BigInt(startBlock) ? -1n : kept)
      return { ...idle, rewound: true, done: false }
    }
    // Blocks that do not follow each other were replaced while being read: keep the prefix.
    const blocks: FullBlock[] = []
    for (const block of fetched) {
      const previous = blocks.at(-1)
      if (previous && block.parentHash !== previous.hash) break
      blocks.push(block)
    }
    const lastBlock = blocks.at(-1) as FullBlock
    const timestamps = new Map(blocks.map((block) => [block.number, block.timestamp]))
    const [native, tokens, nfts] = await Promise.all([
      nativeTransfers(blocks),
      tokenTransfers(first, lastBlock.number, timestamps),
      nftTransfers(first, lastBlock.number, timestamps),
    ])
    const transfers = [...native, ...tokens]
    await writeIndexedBlocks(
      database,
      chainId,
      transfers,
      { lastBlock: lastBlock.number, lastBlockHash: lastBlock.hash },
      nfts,
    )
    return {
      chainId,
      fromBlock: first,
      toBlock: lastBlock.number,
      latest,
      transfers: transfers.length,
      rewound: false,
      done: lastBlock.number >= latest,
    }
  }

  function syncOnce(): Promise<SyncResult> {
    const run = queue.then(step, step)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    chainId,
    syncOnce,
    async syncToLatest() {
      const results: SyncResult[] = []
      for (;;) {
        const result = await syncOnce()
        results.push(result)
        if (result.done) return results
      }
    },
  }
}
