import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

let nextId = 1

/**
 * Sends one JSON-RPC request with `fetch` and resolves with its result. A JSON-RPC error
 * comes back as a {@link ProviderRpcError} with the node's own code, message and data; an
 * unreachable node as code 4901.
 */
export async function requestJsonRpc(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    throw new ProviderRpcError(
      providerErrorCodes.chainDisconnected,
      `The chain's RPC at ${rpcUrl} cannot be reached`,
      { cause: error },
    )
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    | undefined
  if (body?.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : providerErrorCodes.internal,
      typeof message === 'string' ? message : `${method} failed`,
      data === undefined ? {} : { data },
    )
  }
  if (!response.ok || body === undefined || !('result' in body)) {
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `${method} at ${rpcUrl} answered HTTP ${response.status} without a JSON-RPC result`,
    )
  }
  return body.result
}
