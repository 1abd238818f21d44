import { AdapterError, type CaipNetwork, HttpError } from '@latch/core'
import type { FeeEstimates } from './feeRates.js'

/** An unspent output of an address, as Esplora's `/address/:a/utxo` gives it. */
export type EsploraUtxo = { txid: string; vout: number; value: bigint; confirmed: boolean }

export type EsploraClientOptions = {
  /** The Esplora base URL to read `network` from (no trailing slash needed). */
  baseUrlOf(network: CaipNetwork): string
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

function sats(value: unknown, what: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new AdapterError('NOT_SUPPORTED', {
      values: { capability: `An Esplora answer without ${what}`, namespace: 'bip122' },
    })
  }
  return BigInt(value)
}

function statsBalance(stats: unknown, what: string): bigint {
  const { funded_txo_sum, spent_txo_sum } = (stats ?? {}) as Partial<AddressStats>
  return (
    sats(funded_txo_sum, `${what}.funded_txo_sum`) - sats(spent_txo_sum, `${what}.spent_txo_sum`)
  )
}

/**
 * The Esplora REST API (Blockstream's esplora, electrs, mempool.space, the testkit's local
 * ledger) at a network's URL: balances, unspent outputs, fee estimates, broadcast and status.
 * Only the public routes every Esplora server has; no vendor-only API. A non-OK answer is an
 * `HttpError` with its status (SPEC.md §8), a refused broadcast a `TRANSACTION_FAILED` with
 * the node's reason.
 *
 * @example
 * const esplora = createEsploraClient({ baseUrlOf: (network) => network.rpcUrls.default.http[0] })
 * await esplora.balance('bc1q…', bitcoin)
 */
export function createEsploraClient({ baseUrlOf }: EsploraClientOptions) {
  function urlOf(network: CaipNetwork, path: string): string {
    return `${baseUrlOf(network).replace(/\/+$/, '')}${path}`
  }
  async function get(network: CaipNetwork, path: string): Promise<Response> {
    const url = urlOf(network, path)
    const response = await fetch(url)
    if (!response.ok) {
      throw new HttpError(response.status, { url, details: await response.text() })
    }
    return response
  }
  const json = async (network: CaipNetwork, path: string): Promise<unknown> =>
    (await get(network, path)).json()

  return {
    /** Confirmed and unconfirmed: what the chain and the mempool give, less what they spend. */
    async balance(address: string, network: CaipNetwork): Promise<bigint> {
      const { chain_stats, mempool_stats } = (await json(
        network,
        `/address/${encodeURIComponent(address)}`,
      )) as { chain_stats?: unknown; mempool_stats?: unknown }
      return statsBalance(chain_stats, 'chain_stats') + statsBalance(mempool_stats, 'mempool_stats')
    },
    async utxos(address: string, network: CaipNetwork): Promise<EsploraUtxo[]> {
      const list = await json(network, `/address/${encodeURIComponent(address)}/utxo`)
      if (!Array.isArray(list)) return []
      return list.map((entry: Record<string, unknown>) => {
        const { txid, vout, value, status } = entry
        if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid)) {
          throw new AdapterError('NOT_SUPPORTED', {
            values: { capability: 'An Esplora UTXO without a txid', namespace: 'bip122' },
          })
        }
        return {
          txid,
          vout: Number(sats(vout, 'vout')),
          value: sats(value, 'value'),
          confirmed: (status as { confirmed?: unknown } | undefined)?.confirmed === true,
        }
      })
    },
    /** The server's fee estimates: sat/vB by confirmation target (see feeRates.ts). */
    async feeEstimates(network: CaipNetwork): Promise<FeeEstimates> {
      const estimates = await json(network, '/fee-estimates')
      return typeof estimates === 'object' && estimates !== null ? (estimates as FeeEstimates) : {}
    },
    /** Sends a raw transaction (hex); resolves with its txid as the node gives it. */
    async broadcast(hex: string, txid: string, network: CaipNetwork): Promise<string> {
      const url = urlOf(network, '/tx')
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: hex,
      })
      const text = (await response.text()).trim()
      if (!response.ok) {
        throw new AdapterError('TRANSACTION_FAILED', {
          values: { id: txid },
          details: text,
          cause: new HttpError(response.status, { url, details: text }),
        })
      }
      return text || txid
    },
    async confirmed(txid: string, network: CaipNetwork): Promise<boolean> {
      const status = (await json(network, `/tx/${encodeURIComponent(txid)}/status`)) as {
        confirmed?: unknown
      }
      return status.confirmed === true
    },
  }
}

export type EsploraClient = ReturnType<typeof createEsploraClient>
