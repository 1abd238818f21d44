import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type LocalSolanaRuntime, SolanaRuntimeError } from './localSolanaRuntime.js'
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

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) throw new Error('request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body?: string) {
  // Pages on any loopback port (the demo, the browser tests) read this cluster, as they
  // read a local validator or hardhat node.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
  response.setHeader('access-control-allow-headers', '*')
  if (body !== undefined) response.setHeader('content-type', 'application/json')
  response.writeHead(status)
  response.end(body)
}

/**
 * Serves the local Solana runtime as a JSON-RPC endpoint over HTTP on `host:port` (single and
 * batch requests, `POST /`), so that a browser page or a Node client reads and sends through
 * it as through a validator's RPC. litesvm itself has no server.
 */
export async function startSolanaRpcServer(
  parameters: StartSolanaRpcServerParameters,
): Promise<SolanaRpcServer> {
  const methods = solanaRpcMethods(parameters.runtime)
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204)
    if (request.method !== 'POST') return send(response, 405, toJson({ error: 'POST only' }))
    readBody(request).then(
      (text) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          return send(
            response,
            200,
            toJson({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
          )
        }
        const result = Array.isArray(parsed)
          ? parsed.map((item) => answer(methods, item as JsonRpcRequest))
          : answer(methods, parsed as JsonRpcRequest)
        send(response, 200, toJson(result))
      },
      (error: unknown) =>
        send(response, 413, toJson({ error: error instanceof Error ? error.message : 'error' })),
    )
  })
  await new Promise<void>((resolve, reject) => {
    const { host, port } = parameters
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} on ${host} is already in use: stop what listens there or pick another port`,
              { cause: error },
            )
          : error,
      )
    server.once('error', fail)
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', fail)
      resolve()
    })
  })
  // Like the EVM nodes, the cluster never keeps its process alive on its own.
  server.unref()
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned')
  let stopped: Promise<void> | undefined
  return {
    rpcUrl: `http://${parameters.host}:${address.port}`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
