import type { Context } from 'hono'
import * as z from 'zod'
import { RequestError } from '../http/requestError.js'
import { SmartAccountError } from './smartAccountError.js'

/** One JSON-RPC 2.0 request (batches are not served). */
export type JsonRpcRequest = {
  jsonrpc: '2.0'
  id: string | number | null
  method: string
  params?: unknown
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]),
  method: z.string().min(1).max(128),
  params: z.array(z.unknown()).optional(),
})

const chainQuerySchema = z.string().regex(/^eip155:[1-9]\d{0,15}$/)

/**
 * The route's chain (`?chainId=eip155:…`), one of `enabled`.
 *
 * @throws {RequestError} 400 naming the chain otherwise.
 */
export function chainOfQuery(c: Context, enabled: (chainId: string) => boolean): string {
  const chainId = c.req.query('chainId') ?? ''
  if (!chainQuerySchema.safeParse(chainId).success || !enabled(chainId)) {
    throw new RequestError(
      400,
      'chain_unavailable',
      `Smart accounts are not served on "${chainId}" here`,
      'chainId',
    )
  }
  return chainId
}

/**
 * The body as one JSON-RPC request, or the JSON-RPC error answering it (id null when the
 * request has none).
 */
export async function readJsonRpcRequest(
  c: Context,
): Promise<{ request: JsonRpcRequest } | { refusal: Response }> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { refusal: jsonRpcError(c, null, new SmartAccountError('INVALID_REQUEST')) }
  }
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success) {
    return { refusal: jsonRpcError(c, null, new SmartAccountError('INVALID_REQUEST')) }
  }
  return { request: parsed.data as JsonRpcRequest }
}

/** A JSON-RPC error answer (HTTP 200, as JSON-RPC over HTTP answers a refused call). */
export function jsonRpcError(
  c: Context,
  id: JsonRpcRequest['id'],
  error: SmartAccountError,
): Response {
  return c.json({ jsonrpc: '2.0', id, error: error.rpcError })
}
