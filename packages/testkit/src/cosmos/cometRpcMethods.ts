import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import {
  blockJson,
  blockMetaJson,
  type CometValidator,
  indexedTxJson,
  statusJson,
  txResultJson,
  validatorJson,
} from './cometRpcViews.js'
import { answerAbciQuery } from './cosmosAbciQueries.js'
import type { CosmosLocalChainSpec } from './cosmosLocalChainSpec.js'
import { matchesTxQuery, parseTxQuery } from './cosmosTxQuery.js'
import { type LocalCosmosLedger, TxInCacheError } from './localCosmosLedger.js'

/** A JSON-RPC error CometBFT answers with: `-32603 Internal error` and the reason in `data`. */
export class CometRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: string,
  ) {
    super(message)
  }
}

const internal = (data: string) => new CometRpcError(-32603, 'Internal error', data)
const invalidParams = (data: string) => new CometRpcError(-32602, 'Invalid params', data)

/** A method's named parameters, as JSON-RPC objects carry them (or a GET URL's query). */
export type CometRpcParams = Readonly<Record<string, unknown>>
type CometRpcMethod = (params: CometRpcParams) => Promise<unknown> | unknown

/** The positional order of each method's parameters, for JSON-RPC calls that send an array. */
export const cometParamNames: Readonly<Record<string, readonly string[]>> = {
  abci_query: ['path', 'data', 'height', 'prove'],
  block: ['height'],
  block_results: ['height'],
  blockchain: ['minHeight', 'maxHeight'],
  broadcast_tx_async: ['tx'],
  broadcast_tx_commit: ['tx'],
  broadcast_tx_sync: ['tx'],
  tx: ['hash', 'prove'],
  tx_search: ['query', 'prove', 'page', 'per_page', 'order_by'],
  validators: ['height', 'page', 'per_page'],
  latch_fund: ['address', 'coins'],
}

/** Bytes given as `0x`-prefixed hex (GET URLs) or in `encoding` (JSON-RPC bodies). */
function bytesParam(value: unknown, name: string, encoding: 'hex' | 'base64'): Uint8Array {
  if (value === undefined || value === null || value === '') return new Uint8Array()
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  try {
    if (value.startsWith('0x')) return fromHex(value.slice(2))
    return encoding === 'hex' ? fromHex(value) : fromBase64(value)
  } catch {
    throw invalidParams(`${name} is not valid ${encoding}`)
  }
}

function integerParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(number)) throw invalidParams(`${name} must be an integer`)
  return number
}

export type CometRpcContext = {
  readonly ledger: LocalCosmosLedger
  readonly spec: CosmosLocalChainSpec
  readonly validator: CometValidator
  /** The RPC's own URL, which `status` reports. */
  readonly rpcUrl: () => string
  /** How long `broadcast_tx_commit` waits for the block (CometBFT's `timeout_broadcast_tx_commit`). */
  readonly commitTimeoutMs: number
}

/**
 * The CometBFT 0.38 JSON-RPC methods a Cosmos client uses, answered from the local ledger
 * with CometBFT's JSON shapes: `status`, `health`, `abci_info`, `abci_query`, `block`,
 * `block_results`, `blockchain`, `validators`, `num_unconfirmed_txs`, `broadcast_tx_sync`,
 * `broadcast_tx_async`, `broadcast_tx_commit`, `tx` and `tx_search`.
 */
export function cometRpcMethods(context: CometRpcContext): Record<string, CometRpcMethod> {
  const { ledger, spec, validator } = context
  const { chainId } = spec
  const blockAt = (value: unknown) => {
    const latest = ledger.latest.height
    const height = integerParam(value, 'height') ?? latest
    if (height <= 0) throw internal(`height must be greater than 0, but got ${height}`)
    if (height > latest) {
      throw internal(
        `height ${height} must be less than or equal to the current blockchain height ${latest}`,
      )
    }
    return { block: ledger.blocks[height - 1], previous: ledger.blocks[height - 2] }
  }
  const checkTx = async (params: CometRpcParams) => {
    const tx = bytesParam(params.tx, 'tx', 'base64')
    if (tx.length === 0) throw invalidParams('tx is empty')
    try {
      return await ledger.checkTx(tx)
    } catch (error) {
      if (error instanceof TxInCacheError) throw internal(error.message)
      throw error
    }
  }
  return {
    health: () => ({}),
    status: () =>
      statusJson(
        chainId,
        `latch-${spec.bech32Prefix}`,
        validator,
        context.rpcUrl(),
        ledger.blocks[0] ?? ledger.latest,
        ledger.latest,
      ),
    abci_info: () => ({
      response: {
        data: 'latch-local-cosmos',
        version: '0.50.0',
        app_version: '0',
        last_block_height: String(ledger.latest.height),
        last_block_app_hash: toBase64(fromHex(ledger.latest.appHash)),
      },
    }),
    async abci_query(params) {
      if (typeof params.path !== 'string' || params.path === '')
        throw invalidParams('path is required')
      const result = await answerAbciQuery(
        ledger,
        spec,
        params.path,
        bytesParam(params.data, 'data', 'hex'),
      )
      return {
        response: {
          code: result.code,
          log: result.log,
          info: '',
          index: '0',
          key: null,
          value: result.value.length === 0 ? null : toBase64(result.value),
          proofOps: null,
          height: String(ledger.latest.height),
          codespace: result.codespace,
        },
      }
    },
    block(params) {
      const { block, previous } = blockAt(params.height)
      if (!block) throw internal('block not found')
      return blockJson(block, chainId, validator, previous)
    },
    block_results(params) {
      const { block } = blockAt(params.height)
      if (!block) throw internal('block not found')
      return {
        height: String(block.height),
        txs_results: block.results.map(txResultJson),
        finalize_block_events: [],
        validator_updates: [],
        consensus_param_updates: null,
        app_hash: toBase64(fromHex(block.appHash)),
      }
    },
    blockchain(params) {
      const latest = ledger.latest.height
      const max = Math.min(integerParam(params.maxHeight, 'maxHeight') || latest, latest)
      const min = Math.max(integerParam(params.minHeight, 'minHeight') || 1, max - 19, 1)
      if (min > max) throw internal(`min height ${min} can't be greater than max height ${max}`)
      const metas = []
      for (let height = max; height >= min; height--) {
        const block = ledger.blocks[height - 1]
        if (block) metas.push(blockMetaJson(block, chainId, validator, ledger.blocks[height - 2]))
      }
      return { last_height: String(latest), block_metas: metas }
    },
    validators: () => ({
      block_height: String(ledger.latest.height),
      validators: [validatorJson(validator)],
      count: '1',
      total: '1',
    }),
    num_unconfirmed_txs: () => ({
      n_txs: String(ledger.pendingTxs.length),
      total: String(ledger.pendingTxs.length),
      total_bytes: String(ledger.pendingTxs.reduce((size, tx) => size + tx.length, 0)),
      txs: null,
    }),
    async broadcast_tx_sync(params) {
      const { hash, result } = await checkTx(params)
      return { code: result.code, data: '', log: result.log, codespace: result.codespace, hash }
    },
    async broadcast_tx_async(params) {
      const { hash } = await checkTx(params)
      return { code: 0, data: '', log: '', codespace: '', hash }
    },
    async broadcast_tx_commit(params) {
      const { hash, result } = await checkTx(params)
      const checkJson = txResultJson(result)
      if (result.code !== 0) {
        return {
          check_tx: checkJson,
          tx_result: txResultJson({ ...result, code: 0, codespace: '', log: '', events: [] }),
          hash,
          height: '0',
        }
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(internal('timed out waiting for tx to be included in a block')),
          context.commitTimeoutMs,
        )
      })
      try {
        const included = await Promise.race([ledger.waitForInclusion(hash), timeout])
        return {
          check_tx: checkJson,
          tx_result: txResultJson(included.result),
          hash,
          height: String(included.height),
        }
      } finally {
        clearTimeout(timer)
      }
    },
    tx(params) {
      const hash = toHex(bytesParam(params.hash, 'hash', 'base64')).toUpperCase()
      const found = ledger.txIndex.get(hash)
      if (!found) throw internal(`tx (${hash}) not found`)
      return indexedTxJson(found)
    },
    /**
     * The chain's faucet, its one method of its own (for the demo and for tests that run the
     * chain in another process): `{ address, coins: { denom: amount } }` mints the coins to
     * the address in a new block, as `fund()` does, and answers `{ height }`.
     */
    async latch_fund(params) {
      const { address, coins } = params
      if (typeof address !== 'string' || typeof coins !== 'object' || coins === null) {
        throw invalidParams('latch_fund takes { address, coins: { denom: amount } }')
      }
      const amounts = new Map<string, bigint>()
      for (const [denom, amount] of Object.entries(coins)) {
        if (
          !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(denom) ||
          !/^[1-9]\d*$/.test(String(amount))
        ) {
          throw invalidParams(
            `latch_fund: ${String(amount)}${denom} is not a positive amount of a denom`,
          )
        }
        amounts.set(denom, BigInt(String(amount)))
      }
      if (amounts.size === 0) throw invalidParams('latch_fund needs at least one denom')
      try {
        return { height: String((await ledger.fund(address, amounts)).height) }
      } catch (error) {
        throw internal(error instanceof Error ? error.message : String(error))
      }
    },
    tx_search(params) {
      if (typeof params.query !== 'string') throw invalidParams('query is required')
      let conditions: ReturnType<typeof parseTxQuery>
      try {
        conditions = parseTxQuery(params.query)
      } catch (error) {
        throw internal(error instanceof Error ? error.message : String(error))
      }
      const perPage = Math.min(Math.max(integerParam(params.per_page, 'per_page') ?? 30, 1), 100)
      const orderBy = params.order_by ?? ''
      if (orderBy !== '' && orderBy !== 'asc' && orderBy !== 'desc') {
        throw internal('expected order_by to be either `asc` or `desc` or empty')
      }
      const found = [...ledger.txIndex.values()].filter((indexed) =>
        matchesTxQuery(conditions, indexed),
      )
      if (orderBy === 'desc') found.reverse()
      const pages = Math.max(Math.ceil(found.length / perPage), 1)
      const page = integerParam(params.page, 'page') ?? 1
      if (page < 1 || page > pages)
        throw internal(`page should be within [1, ${pages}] range, given ${page}`)
      return {
        txs: found.slice((page - 1) * perPage, page * perPage).map(indexedTxJson),
        total_count: String(found.length),
      }
    },
  }
}
