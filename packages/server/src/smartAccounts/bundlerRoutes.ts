import { Hono } from 'hono'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { chainOfQuery, jsonRpcError, readJsonRpcRequest } from './jsonRpcRequest.js'
import { SmartAccountError } from './smartAccountError.js'

/** ERC-4337's bundler methods (ERC-7769): nothing else reaches the bundler's key. */
const bundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'eth_chainId',
])

/** How long the bundler may take: gas estimation simulates the whole operation. */
const bundlerTimeoutMs = 30_000

export type BundlerRoutesParameters = {
  chains: Readonly<Record<string, SmartAccountChain>>
  /** Reaches the bundlers; the global fetch by default. */
  fetch?: typeof fetch
}

/**
 * `POST /v1/bundler?projectId=…&chainId=eip155:…`: one JSON-RPC request to that chain's
 * bundler, for the ERC-4337 methods only (others: -32601). The bundler's answer is passed on as
 * it is, so its ERC-7769 error codes and AAxx texts reach the client unchanged.
 */
export function bundlerRoutes({
  chains,
  fetch: fetchBundler = fetch,
}: BundlerRoutesParameters): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>()
  app.post('/v1/bundler', async (c) => {
    const chainId = chainOfQuery(c, (id) => chains[id] !== undefined)
    const read = await readJsonRpcRequest(c)
    if ('refusal' in read) return read.refusal
    const { request } = read
    if (!bundlerMethods.has(request.method)) {
      return jsonRpcError(
        c,
        request.id,
        new SmartAccountError('METHOD_NOT_FOUND', { method: request.method }),
      )
    }
    const bundlerUrl = chains[chainId]?.bundlerUrl ?? ''
    try {
      const response = await fetchBundler(bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(bundlerTimeoutMs),
      })
      return c.json((await response.json()) as object)
    } catch {
      return jsonRpcError(c, request.id, new SmartAccountError('BUNDLER_UNREACHABLE', { chainId }))
    }
  })
  return app
}
