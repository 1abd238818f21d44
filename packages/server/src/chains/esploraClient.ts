import * as z from 'zod'
import type { BitcoinChainSettings } from './bitcoinChainSettings.js'
import { chainRpcTimeoutMs } from './chainClient.js'

/** What an address received and spent (Esplora's `funded_txo_sum` / `spent_txo_sum`), in sats. */
export type EsploraTxoSums = { funded: bigint; spent: bigint }

/** `GET /address/:address`: its sums in blocks and in the mempool. */
export type EsploraAddressStats = { chain: EsploraTxoSums; mempool: EsploraTxoSums }

/** An output, or the output an input spends: its address (none for a bare script) and sats. */
export type EsploraOutput = { address: string | undefined; value: bigint }

/** The parts of an Esplora transaction the history needs. */
export type EsploraTransaction = {
  txid: string
  /** The outputs the inputs spend; `null` for a coinbase input. */
  inputs: readonly (EsploraOutput | null)[]
  outputs: readonly EsploraOutput[]
  /** Its block's timestamp (Unix seconds); `undefined` while in the mempool. */
  blockTime: number | undefined
}

/** The reads of one Bitcoin chain the balance and history routes need, over its Esplora API. */
export type EsploraClient = {
  /** `GET /address/:address`. */
  getAddressStats(address: string): Promise<EsploraAddressStats>
  /**
   * `GET /address/:address/txs`: its mempool transactions (newest first, at most 50), then
   * its newest confirmed ones (one page of {@link esploraChainPageSize}).
   */
  getAddressTransactions(address: string): Promise<EsploraTransaction[]>
  /**
   * `GET /address/:address/txs/chain[/:lastSeenTxid]`: one page of its confirmed
   * transactions, newest first, after `lastSeenTxid` (from the newest when omitted).
   */
  getConfirmedTransactions(
    address: string,
    lastSeenTxid: string | undefined,
  ): Promise<EsploraTransaction[]>
}

/** Confirmed transactions per page of Esplora's address history (its API documents 25). */
export const esploraChainPageSize = 25

/** Thrown when Esplora answers with an error status or with something that is not its shape. */
export class EsploraError extends Error {
  override readonly name = 'EsploraError'
}

export type CreateEsploraClientOptions = {
  /** The fetch used for the calls; the global one by default. */
  fetch?: typeof fetch
}

// Sats are JSON numbers in Esplora: 21 million BTC is well within 2^53.
const satsSchema = z
  .int()
  .min(0)
  .transform((value) => BigInt(value))
const txoSumsSchema = z
  .object({ funded_txo_sum: satsSchema, spent_txo_sum: satsSchema })
  .transform((sums) => ({ funded: sums.funded_txo_sum, spent: sums.spent_txo_sum }))
const addressSchema = z.object({ chain_stats: txoSumsSchema, mempool_stats: txoSumsSchema })
const outputSchema = z
  .object({ scriptpubkey_address: z.string().optional(), value: satsSchema })
  .transform((output) => ({ address: output.scriptpubkey_address, value: output.value }))
const transactionSchema = z
  .object({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vin: z.array(z.object({ prevout: outputSchema.nullable() })),
    vout: z.array(outputSchema),
    status: z.object({ confirmed: z.boolean(), block_time: z.int().optional() }),
  })
  .transform(
    (transaction): EsploraTransaction => ({
      txid: transaction.txid,
      inputs: transaction.vin.map((input) => input.prevout),
      outputs: transaction.vout,
      blockTime: transaction.status.confirmed ? transaction.status.block_time : undefined,
    }),
  )
const transactionsSchema = z.array(transactionSchema)

/**
 * A client of `chain`'s Esplora REST API (the shapes of Blockstream's esplora API.md): plain
 * GETs over fetch, {@link chainRpcTimeoutMs} each, no caching (balances are read live).
 *
 * @example
 * const client = createEsploraClient({ esploraUrl: 'http://127.0.0.1:3002' })
 * const { chain, mempool } = await client.getAddressStats('bcrt1q…')
 */
export function createEsploraClient(
  chain: Pick<BitcoinChainSettings, 'esploraUrl'>,
  options: CreateEsploraClientOptions = {},
): EsploraClient {
  const fetchEsplora = options.fetch ?? fetch

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchEsplora(`${chain.esploraUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(chainRpcTimeoutMs),
    })
    if (!response.ok) throw new EsploraError(`GET ${path}: HTTP ${response.status}`)
    let body: unknown
    try {
      body = await response.json()
    } catch (cause) {
      throw new EsploraError(`GET ${path}: the answer is not JSON`, { cause })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new EsploraError(`GET ${path}: not an Esplora answer`, { cause: parsed.error })
    }
    return parsed.data
  }

  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`

  return {
    async getAddressStats(address) {
      const stats = await get(addressPath(address), addressSchema)
      return { chain: stats.chain_stats, mempool: stats.mempool_stats }
    },
    getAddressTransactions: (address) => get(`${addressPath(address)}/txs`, transactionsSchema),
    getConfirmedTransactions: (address, lastSeenTxid) =>
      get(
        `${addressPath(address)}/txs/chain${lastSeenTxid === undefined ? '' : `/${lastSeenTxid}`}`,
        transactionsSchema,
      ),
  }
}

/** A client per Bitcoin chain, by CAIP-2 id. */
export type EsploraClients = ReadonlyMap<string, EsploraClient>

/** One client for each of `chains`. */
export function createEsploraClients(chains: readonly BitcoinChainSettings[]): EsploraClients {
  return new Map(chains.map((chain) => [chain.caipNetworkId, createEsploraClient(chain)]))
}
