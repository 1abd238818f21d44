import { chainRpcTimeoutMs } from './chainClient.js'
import type { SolanaClusterSettings } from './solanaClusterSettings.js'

/** The reads of one Solana cluster the balance route needs, over its JSON-RPC. */
export type SolanaClient = {
  /** Lamports of `owner` (`getBalance`). */
  getBalance(owner: string): Promise<bigint>
  /**
   * What `owner` holds of `mint`, in base units: the sum over its token accounts of that
   * mint (`getTokenAccountsByOwner`, Token and Token-2022 alike).
   */
  getTokenAmount(owner: string, mint: string): Promise<bigint>
  /**
   * The signatures of the newest `limit` confirmed transactions holding `address`, older than
   * `before` when given (`getSignaturesForAddress`), as the RPC answers them (unparsed).
   */
  getSignaturesForAddress(
    address: string,
    options: { before?: string | undefined; limit: number },
  ): Promise<unknown>
  /** A confirmed transaction (`getTransaction`, json, up to version 0), unparsed; `null` unknown. */
  getTransaction(signature: string): Promise<unknown>
  /**
   * The token accounts of `owner` under the token program `programId`
   * (`getTokenAccountsByOwner`, `jsonParsed`), the answer's `value` unparsed.
   */
  getTokenAccountsByProgram(owner: string, programId: string): Promise<unknown>
}

/** A client per Solana cluster, by CAIP-2 id. */
export type SolanaClients = ReadonlyMap<string, SolanaClient>

/** Thrown when the RPC answers with a JSON-RPC error or something that is not one. */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
}

export type CreateSolanaClientOptions = {
  /** The fetch used for the RPC calls; the global one by default. */
  fetch?: typeof fetch
}

// SPL token account layout (Token and Token-2022 alike): mint (32), owner (32), amount (u64 LE).
const tokenAccountMinSize = 165
const tokenAmountOffset = 64

// A JSON token: a string literal (skipped whole) or a number.
const jsonToken = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g

/**
 * JSON.parse that keeps u64 values exact: a validator writes lamports as bare JSON numbers,
 * which lose precision past 2^53 (9 million SOL) as doubles; those become decimal strings.
 */
function parseExactJson(text: string): unknown {
  return JSON.parse(
    text.replace(jsonToken, (token) =>
      /^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token)) ? `"${token}"` : token,
    ),
  )
}

function toBigInt(value: unknown, what: string): bigint {
  if ((typeof value === 'number' && Number.isSafeInteger(value)) || typeof value === 'string') {
    try {
      return BigInt(value)
    } catch {}
  }
  throw new SolanaRpcError(`${what}: not an integer`)
}

function tokenAmountOf(entry: unknown): bigint {
  const data = (entry as { account?: { data?: unknown } } | null)?.account?.data
  if (!Array.isArray(data) || typeof data[0] !== 'string' || data[1] !== 'base64') {
    throw new SolanaRpcError('getTokenAccountsByOwner: an account without base64 data')
  }
  const bytes = Buffer.from(data[0], 'base64')
  if (bytes.length < tokenAccountMinSize) {
    throw new SolanaRpcError('getTokenAccountsByOwner: not a token account')
  }
  return bytes.readBigUInt64LE(tokenAmountOffset)
}

/**
 * A client of `cluster`'s RPC: plain JSON-RPC over fetch (no Solana SDK on the server), one
 * call per read, {@link chainRpcTimeoutMs} each, no caching (balances are read live).
 *
 * @example
 * const client = createSolanaClient(config.solanaClusters[0])
 * await client.getBalance('A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss') // 1000000000000n
 */
export function createSolanaClient(
  cluster: Pick<SolanaClusterSettings, 'rpcUrl'>,
  options: CreateSolanaClientOptions = {},
): SolanaClient {
  const fetchRpc = options.fetch ?? fetch
  let id = 0

  async function call(method: string, params: readonly unknown[]): Promise<unknown> {
    const response = await fetchRpc(cluster.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(chainRpcTimeoutMs),
    })
    if (!response.ok) throw new SolanaRpcError(`${method}: HTTP ${response.status}`)
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } }
    try {
      answer = parseExactJson(await response.text()) as typeof answer
    } catch (cause) {
      throw new SolanaRpcError(`${method}: the answer is not JSON`, { cause })
    }
    if (answer?.error) {
      throw new SolanaRpcError(`${method}: ${String(answer.error.message)} (${answer.error.code})`)
    }
    if (answer === null || typeof answer !== 'object' || !('result' in answer)) {
      throw new SolanaRpcError(`${method}: no result`)
    }
    return answer.result
  }

  // `confirmed`, as wallets show balances: right after a send the modal reads its result,
  // which `finalized` (the RPC default) would show only some 13 s later.
  const commitment = 'confirmed'
  // Both reads answer `{ context, value }`.
  const rpcValue = (result: unknown) => (result as { value?: unknown } | null)?.value

  return {
    async getBalance(owner) {
      return toBigInt(rpcValue(await call('getBalance', [owner, { commitment }])), 'getBalance')
    },
    async getTokenAmount(owner, mint) {
      const accounts = rpcValue(
        await call('getTokenAccountsByOwner', [
          owner,
          { mint },
          { encoding: 'base64', commitment },
        ]),
      )
      if (!Array.isArray(accounts)) throw new SolanaRpcError('getTokenAccountsByOwner: no list')
      return accounts.reduce<bigint>((sum, entry) => sum + tokenAmountOf(entry), 0n)
    },
    getSignaturesForAddress(address, { before, limit }) {
      return call('getSignaturesForAddress', [
        address,
        { limit, commitment, ...(before === undefined ? {} : { before }) },
      ])
    },
    async getTokenAccountsByProgram(owner, programId) {
      return rpcValue(
        await call('getTokenAccountsByOwner', [
          owner,
          { programId },
          { encoding: 'jsonParsed', commitment },
        ]),
      )
    },
    getTransaction(signature) {
      return call('getTransaction', [
        signature,
        { encoding: 'json', commitment, maxSupportedTransactionVersion: 0 },
      ])
    },
  }
}

/** One client for each of `clusters`. */
export function createSolanaClients(clusters: readonly SolanaClusterSettings[]): SolanaClients {
  return new Map(clusters.map((cluster) => [cluster.caipNetworkId, createSolanaClient(cluster)]))
}
