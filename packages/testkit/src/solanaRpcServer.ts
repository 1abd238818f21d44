import { type LocalSolanaRuntime, SolanaRuntimeError } from './localSolanaRuntime.js'
import { type LoopbackReply, readBody, startLoopbackHttpServer } from './loopbackHttpServer.js'
import { type SolanaRpcMethod, solanaRpcMethods } from './solanaRpcMethods.js'

export type StartSolanaRpcServerParameters = {
  readonly runtime: LocalSolanaRuntime
  readonly host: string
  /** 0 picks a free port. */
  readonly port: number
}

export type SolanaRpcServer = {
  readonly rpcUrl: string
  /** Closes the server; safe to call twice. */
  stop(): Promise<void>
}

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const maxBodyBytes = 5 * 1024 * 1024

// u64 values (lamports, slots) go out as JSON numbers without losing precision, as a
// validator writes them; clients such as @solana/kit read them back as bigints.
function toJson(value: unknown): string {
  const marked = JSON.stringify(value, (_, item) =>
    typeof item === 'bigint' ? `\u0000bigint:${item}` : item,
  )
  return marked.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}

function answer(methods: Record<string, SolanaRpcMethod>, request: JsonRpcRequest) {
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
  const fail = (code: number, message: string, data?: unknown) => ({
    jsonrpc: '2.0',
    id,
    error: data === undefined ? { code, message } : { code, message, data },
  })
  if (typeof request !== 'object' || request === null || request.jsonrpc !== '2.0') {
    return fail(-32600, 'Invalid request')
  }
  const { method, params = [] } = request
  if (typeof method !== 'string' || !Array.isArray(params)) return fail(-32600, 'Invalid request')
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return fail(-32601, `Method not found: ${method}`)
  try {
    return { jsonrpc: '2.0', id, result: handler(params) }
  } catch (error) {
    if (error instanceof SolanaRuntimeError) return fail(error.code, error.message, error.data)
    return fail(-32603, error instanceof Error ? error.message : String(error))
  }
}

const json = (status: number, value: unknown): LoopbackReply => ({
  status,
  body: toJson(value),
  contentType: 'application/json',
})

/**
 * Serves the local Solana runtime as a JSON-RPC endpoint over HTTP on `host:port` (single and
 * batch requests, `POST /`), so that a browser page or a Node client reads and sends through
 * it as through a validator's RPC. litesvm itself has no server.
 */
export async function startSolanaRpcServer(
  parameters: StartSolanaRpcServerParameters,
): Promise<SolanaRpcServer> {
  const methods = solanaRpcMethods(parameters.runtime)
  const { url, stop } = await startLoopbackHttpServer({
    host: parameters.host,
    port: parameters.port,
    allowMethods: 'POST, OPTIONS',
    async answer(request) {
      if (request.method !== 'POST') return json(405, { error: 'POST only' })
      let text: string
      try {
        text = await readBody(request, maxBodyBytes)
      } catch (error) {
        return json(413, { error: error instanceof Error ? error.message : 'error' })
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        return json(200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        })
      }
      const result = Array.isArray(parsed)
        ? parsed.map((item) => answer(methods, item as JsonRpcRequest))
        : answer(methods, parsed as JsonRpcRequest)
      return json(200, result)
    },
  })
  return { rpcUrl: url, stop }
}
