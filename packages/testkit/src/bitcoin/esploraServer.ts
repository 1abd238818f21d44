import type { IncomingMessage } from 'node:http'
import {
  HttpError,
  type LoopbackHttpServer,
  type LoopbackReply,
  readBody,
  startLoopbackHttpServer,
} from '../loopbackHttpServer.js'
import { BitcoinLedgerError } from './bitcoinLedgerError.js'
import {
  addressChainTransactionsView,
  addressMempoolTransactionsView,
  addressTransactionsView,
  addressView,
  blockView,
  outspendView,
  statusView,
  transactionView,
  utxoView,
} from './esploraViews.js'
import { type LocalBitcoinLedger, regtestOutputScript } from './localBitcoinLedger.js'

export type StartEsploraServerParameters = {
  readonly ledger: LocalBitcoinLedger
  readonly host: string
  /** 0 picks a free port. */
  readonly port: number
}

/** `url` is the Esplora base URL. */
export type EsploraServer = LoopbackHttpServer

/**
 * What `GET /fee-estimates` answers, in sat/vB by confirmation target (blocks): a fixed
 * table, since the ledger has no fee market. 3 sat/vB for the next block, 2 within three, 1
 * after, so that a wallet's slow, normal and fast choices differ. Every rate meets the
 * ledger's default relay minimum (1 sat/vB).
 */
export const localBitcoinFeeEstimates: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(
    [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008].map((target) => [
      String(target),
      target === 1 ? 3 : target <= 3 ? 2 : 1,
    ]),
  ),
)

const json = (value: unknown): LoopbackReply => ({
  status: 200,
  body: JSON.stringify(value),
  contentType: 'application/json',
})
const text = (value: string): LoopbackReply => ({
  status: 200,
  body: value,
  contentType: 'text/plain; charset=utf-8',
})

const maxBodyBytes = 4 * 1024 * 1024

function scriptOf(address: string): Uint8Array {
  try {
    return regtestOutputScript(address)
  } catch {
    throw new HttpError(400, 'Invalid Bitcoin address')
  }
}

function checkTxid(txid: string): string {
  if (!/^[0-9a-f]{64}$/.test(txid)) throw new HttpError(400, 'Invalid hex string')
  return txid
}

function parseJson(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body || '{}')
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {}
  throw new HttpError(400, 'the body must be a JSON object')
}

type Route = {
  readonly method: 'GET' | 'POST'
  readonly path: RegExp
  readonly answer: (match: string[], body: string) => LoopbackReply
}

function routesOf(ledger: LocalBitcoinLedger): readonly Route[] {
  const entryOf = (txid: string) => {
    const entry = ledger.transaction(checkTxid(txid))
    if (!entry) throw new HttpError(404, 'Transaction not found')
    return entry
  }
  const blockOf = (hash: string) => {
    const block = ledger.blockByHash(hash)
    if (!block) throw new HttpError(404, 'Block not found')
    return block
  }
  const get = (path: RegExp, answer: Route['answer']): Route => ({ method: 'GET', path, answer })
  const post = (path: RegExp, answer: Route['answer']): Route => ({ method: 'POST', path, answer })
  return [
    get(/^\/blocks\/tip\/height$/, () => text(String(ledger.tipHeight()))),
    get(/^\/blocks\/tip\/hash$/, () => text(ledger.blockAt(ledger.tipHeight())?.hash ?? '')),
    get(/^\/block-height\/(\d+)$/, ([height]) => {
      const block = ledger.blockAt(Number(height))
      if (!block) throw new HttpError(404, 'Block not found')
      return text(block.hash)
    }),
    get(/^\/block\/([0-9a-f]{64})$/, ([hash]) => json(blockView(blockOf(hash as string)))),
    get(/^\/block\/([0-9a-f]{64})\/status$/, ([hash]) => {
      const block = blockOf(hash as string)
      return json({
        in_best_chain: true,
        height: block.height,
        next_best: ledger.blockAt(block.height + 1)?.hash ?? null,
      })
    }),
    get(/^\/block\/([0-9a-f]{64})\/txids$/, ([hash]) => json(blockOf(hash as string).txids)),
    get(/^\/tx\/([^/]+)$/, ([txid]) => json(transactionView(entryOf(txid as string)))),
    get(/^\/tx\/([^/]+)\/hex$/, ([txid]) => text(entryOf(txid as string).transaction.toHex())),
    get(/^\/tx\/([^/]+)\/status$/, ([txid]) => json(statusView(entryOf(txid as string).block))),
    get(/^\/tx\/([^/]+)\/outspends$/, ([txid]) => {
      const entry = entryOf(txid as string)
      return json(entry.transaction.outs.map((_, vout) => outspendView(ledger, entry.txid, vout)))
    }),
    get(/^\/tx\/([^/]+)\/outspend\/(\d+)$/, ([txid, vout]) => {
      const entry = entryOf(txid as string)
      if (Number(vout) >= entry.transaction.outs.length)
        throw new HttpError(404, 'Output not found')
      return json(outspendView(ledger, entry.txid, Number(vout)))
    }),
    get(/^\/address\/([^/]+)$/, ([address]) =>
      json(addressView(ledger, address as string, scriptOf(address as string))),
    ),
    get(/^\/address\/([^/]+)\/utxo$/, ([address]) =>
      json(utxoView(ledger, scriptOf(address as string))),
    ),
    get(/^\/address\/([^/]+)\/txs$/, ([address]) =>
      json(addressTransactionsView(ledger, scriptOf(address as string))),
    ),
    get(/^\/address\/([^/]+)\/txs\/chain(?:\/([^/]+))?$/, ([address, lastSeen]) =>
      json(
        addressChainTransactionsView(
          ledger,
          scriptOf(address as string),
          lastSeen === undefined ? undefined : checkTxid(lastSeen),
        ),
      ),
    ),
    get(/^\/address\/([^/]+)\/txs\/mempool$/, ([address]) =>
      json(addressMempoolTransactionsView(ledger, scriptOf(address as string))),
    ),
    get(/^\/fee-estimates$/, () => json(localBitcoinFeeEstimates)),
    get(/^\/mempool$/, () => {
      const mempool = ledger.mempool()
      return json({
        count: mempool.length,
        vsize: mempool.reduce((sum, entry) => sum + entry.transaction.virtualSize(), 0),
        total_fee: mempool.reduce((sum, entry) => sum + Number(entry.fee), 0),
        fee_histogram: [],
      })
    }),
    get(/^\/mempool\/txids$/, () => json(ledger.mempool().map((entry) => entry.txid))),
    post(/^\/tx$/, (_, body) => {
      try {
        return text(ledger.sendRawTransaction(body))
      } catch (error) {
        if (!(error instanceof BitcoinLedgerError)) throw error
        // electrs passes bitcoind's JSON-RPC error through in this form.
        const rpcError = JSON.stringify({ code: error.code, message: error.message })
        throw new HttpError(400, `sendrawtransaction RPC error: ${rpcError}`)
      }
    }),
    // Development routes of this ledger, not Esplora's: the demo's faucet and miner.
    post(/^\/latch\/faucet$/, (_, body) => {
      const { address, sats } = parseJson(body)
      if (typeof address !== 'string') throw new HttpError(400, '"address" must be a string')
      if (typeof sats !== 'number' || !Number.isSafeInteger(sats) || sats <= 0) {
        throw new HttpError(400, '"sats" must be a positive whole number')
      }
      const script = scriptOf(address)
      try {
        return json({ txid: ledger.fund([{ script, value: BigInt(sats) }]) })
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : String(error))
      }
    }),
    post(/^\/latch\/mine$/, (_, body) => {
      const { blocks = 1, address } = parseJson(body)
      if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 1000) {
        throw new HttpError(400, '"blocks" must be a whole number from 1 to 1000')
      }
      if (address !== undefined && typeof address !== 'string') {
        throw new HttpError(400, '"address" must be a string')
      }
      const script = address === undefined ? undefined : scriptOf(address)
      return json({ hashes: ledger.mine(blocks, script) })
    }),
  ]
}

async function answer(routes: readonly Route[], request: IncomingMessage): Promise<LoopbackReply> {
  let path: string
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://ledger').pathname)
  } catch {
    throw new HttpError(400, 'malformed URL')
  }
  const method = request.method === 'POST' ? 'POST' : 'GET'
  for (const route of routes) {
    if (route.method !== method) continue
    const match = route.path.exec(path)
    if (!match) continue
    const body = method === 'POST' ? await readBody(request, maxBodyBytes) : ''
    return route.answer(match.slice(1), body)
  }
  throw new HttpError(404, 'endpoint does not exist')
}

/**
 * Serves the local ledger as an Esplora REST API over HTTP on `host:port`, so that the
 * Bitcoin adapter (or any Esplora client) reads and broadcasts through it as through
 * mempool.space or Blockstream's API.
 */
export async function startEsploraServer(
  parameters: StartEsploraServerParameters,
): Promise<EsploraServer> {
  const routes = routesOf(parameters.ledger)
  return startLoopbackHttpServer({
    host: parameters.host,
    port: parameters.port,
    allowMethods: 'GET, POST, OPTIONS',
    answer: (request) => answer(routes, request),
  })
}
