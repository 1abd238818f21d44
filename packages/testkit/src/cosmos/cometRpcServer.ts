import { readBody, startLoopbackHttpServer } from '../loopbackHttpServer.js'
import {
  type CometRpcContext,
  CometRpcError,
  type CometRpcParams,
  cometParamNames,
  cometRpcMethods,
} from './cometRpcMethods.js'

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const maxBodyBytes = 5 * 1024 * 1024

/** A GET URL's parameter as CometBFT's URI handler reads it: quoted strings, bare numbers and `0x` hex. */
function uriParam(value: string): unknown {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1)
  if (value === 'true' || value === 'false') return value === 'true'
  return value
}

/**
 * Serves the CometBFT JSON-RPC on loopback: JSON-RPC 2.0 POSTed to `/` (one call or a batch,
 * named or positional parameters) and the URI form, `GET /<method>?name=value`, with CORS open
 * to any page, as a node's RPC is configured for browser dapps.
 */
export async function startCometRpcServer(parameters: {
  readonly host: string
  readonly port: number
  readonly context: Omit<CometRpcContext, 'rpcUrl'>
}) {
  let url = ''
  const methods = cometRpcMethods({ ...parameters.context, rpcUrl: () => url })
  const call = async (id: unknown, method: unknown, params: unknown) => {
    const rpcId = typeof id === 'string' || typeof id === 'number' ? id : -1
    const handler = typeof method === 'string' ? methods[method] : undefined
    if (!handler) {
      return {
        jsonrpc: '2.0',
        id: rpcId,
        error: { code: -32601, message: 'Method not found', data: '' },
      }
    }
    let named: CometRpcParams = {}
    if (Array.isArray(params)) {
      const names = cometParamNames[method as string] ?? []
      named = Object.fromEntries(
        params.map((value, index) => [names[index] ?? String(index), value]),
      )
    } else if (typeof params === 'object' && params !== null) {
      named = params as CometRpcParams
    }
    try {
      return { jsonrpc: '2.0', id: rpcId, result: await handler(named) }
    } catch (error) {
      if (error instanceof CometRpcError) {
        return {
          jsonrpc: '2.0',
          id: rpcId,
          error: { code: error.code, message: error.message, data: error.data },
        }
      }
      const data = error instanceof Error ? error.message : String(error)
      return { jsonrpc: '2.0', id: rpcId, error: { code: -32603, message: 'Internal error', data } }
    }
  }
  const json = (body: unknown) => ({
    status: 200,
    body: JSON.stringify(body),
    contentType: 'application/json',
  })
  const server = await startLoopbackHttpServer({
    host: parameters.host,
    port: parameters.port,
    allowMethods: 'GET, POST, OPTIONS',
    async answer(request) {
      const target = new URL(request.url ?? '/', 'http://localhost')
      if (request.method === 'GET') {
        const method = target.pathname.slice(1)
        const params = Object.fromEntries(
          [...target.searchParams].map(([name, value]) => [name, uriParam(value)]),
        )
        return json(await call(-1, method, params))
      }
      if (request.method !== 'POST') return { status: 405, body: 'GET or POST' }
      let parsed: unknown
      try {
        parsed = JSON.parse(await readBody(request, maxBodyBytes))
      } catch {
        return json({
          jsonrpc: '2.0',
          id: -1,
          error: { code: -32700, message: 'Parse error', data: '' },
        })
      }
      const one = (item: JsonRpcRequest) => call(item?.id, item?.method, item?.params)
      return json(
        Array.isArray(parsed)
          ? await Promise.all(parsed.map(one))
          : await one(parsed as JsonRpcRequest),
      )
    },
  })
  url = server.url
  return server
}
