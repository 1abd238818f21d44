import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { Database } from '../db/database.js'
import { type ChainIndexer, createChainIndexer, type SyncResult } from './chainIndexer.js'

export type CreateIndexerParameters = {
  database: Database
  chains: readonly ChainSettings[]
  clients: ChainClients
  startBlock: number
  batchSize: number
  /** Where polling failures are reported (once per failing streak and chain). */
  logError?: (message: string, error: unknown) => void
}

/** The indexers of every configured chain, driven together. */
export type Indexer = {
  chains: readonly ChainIndexer[]
  /** One step on every chain. A failing chain rejects; the others still step. */
  syncOnce(): Promise<SyncResult[]>
  /** Every chain up to its head. */
  syncToLatest(): Promise<SyncResult[]>
  /** Polls every `intervalMs`: each round brings every chain up to its head. */
  start(intervalMs: number): void
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>
  readonly polling: boolean
}

async function settleAll<T>(work: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(work)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value)
}

/**
 * One {@link createChainIndexer} per chain, with a poller for the server: `start()` runs a
 * round at once and then every `intervalMs` after the previous round ends, so rounds never
 * overlap; a chain whose RPC fails is logged once and retried on the next round.
 *
 * @example
 * const indexer = createIndexer({ database, chains, clients, startBlock: 0, batchSize: 100 })
 * await indexer.syncToLatest() // in tests
 * indexer.start(2000) // in the server
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const { database, chains, clients, startBlock, batchSize } = parameters
  const logError =
    parameters.logError ?? ((message, error) => console.error(`[latch-server] ${message}`, error))
  const indexers = chains.map((chain) => {
    const client = clients.get(chain.caipNetworkId)
    if (!client) throw new Error(`No RPC client for ${chain.caipNetworkId}`)
    return createChainIndexer({ database, chain, client, startBlock, batchSize })
  })
  const failing = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let round: Promise<void> | undefined
  let polling = false

  async function pollRound(): Promise<void> {
    await Promise.all(
      indexers.map(async (indexer) => {
        try {
          await indexer.syncToLatest()
          if (failing.delete(indexer.chainId)) {
            console.info(`[latch-server] indexing ${indexer.chainId} again`)
          }
        } catch (error) {
          if (!failing.has(indexer.chainId)) {
            failing.add(indexer.chainId)
            logError(`indexing ${indexer.chainId} failed; retrying every round`, error)
          }
        }
      }),
    )
  }

  function schedule(intervalMs: number, delay: number) {
    timer = setTimeout(() => {
      round = pollRound().finally(() => {
        round = undefined
        if (polling) schedule(intervalMs, intervalMs)
      })
    }, delay)
    timer.unref?.()
  }

  return {
    chains: indexers,
    syncOnce: () => settleAll(indexers.map((indexer) => indexer.syncOnce())),
    syncToLatest: async () =>
      (await settleAll(indexers.map((indexer) => indexer.syncToLatest()))).flat(),
    start(intervalMs) {
      if (polling || indexers.length === 0) return
      polling = true
      schedule(intervalMs, 0)
    },
    async stop() {
      polling = false
      if (timer) clearTimeout(timer)
      timer = undefined
      await round
    },
    get polling() {
      return polling
    },
  }
}
