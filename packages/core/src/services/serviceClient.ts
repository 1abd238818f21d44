import type * as z from 'zod/mini'
import { SERVICE_REQUEST_TIMEOUT_MS } from '../constants/time.js'
import { abortError } from '../errors/abort.js'
import { HttpError } from '../errors/http.js'
import { ServiceError } from '../errors/service.js'

/** Who is asking: sent with every call (SPEC.md §7: project id, sdk type and version). */
export type SdkInfo = {
  projectId: string
  /** `st`: the kind of SDK, e.g. `latch-react`. */
  sdkType: string
  /** `sv`: its version. */
  sdkVersion: string
  clientId?: string | undefined
}

export type ServiceClientParameters = {
  baseUrl: string
  sdk: SdkInfo
  /** `fetch` by default; tests and servers pass their own. */
  fetch?: typeof fetch
  timeoutMs?: number
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>

export type RequestOptions = {
  /** The caller's abort: the call then rejects with an `AbortError`, not a service error. */
  signal?: AbortSignal | undefined
}

export type ServiceClient = {
  url(path: string, query?: Query): string
  getJson<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    query?: Query,
    options?: RequestOptions,
  ): Promise<T>
  postJson<T>(
    path: string,
    body: unknown,
    schema: z.ZodMiniType<T>,
    query?: Query,
    options?: RequestOptions,
  ): Promise<T>
  /** For endpoints that answer with no body the caller needs (analytics). */
  post(path: string, body: unknown, query?: Query): Promise<void>
  getBlob(path: string, query?: Query): Promise<Blob>
}

/**
 * What a refusal says of itself in latch-server's error body (`{ error: { code, message } }`):
 * the code a caller tells refusals apart by, the message as the error's details. Nothing
 * when the body is not that shape.
 */
async function reasonOf(response: Response): Promise<{ serviceCode?: string; details?: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    const { code, message } = body.error ?? {}
    return {
      ...(typeof code === 'string' ? { serviceCode: code } : {}),
      ...(typeof message === 'string' ? { details: message } : {}),
    }
  } catch {
    return {}
  }
}

/**
 * One service's HTTP client: adds the SDK query parameters, times out, turns non-OK
 * statuses into `HttpError` (carrying the status) and parses every JSON answer with its
 * schema, so a bad answer is a clear `ServiceError`, never a crash deep in the UI.
 */
export function createServiceClient({
  baseUrl,
  sdk,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = SERVICE_REQUEST_TIMEOUT_MS,
}: ServiceClientParameters): ServiceClient {
  function url(path: string, query: Query = {}): string {
    const target = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    const parameters: Query = {
      projectId: sdk.projectId,
      st: sdk.sdkType,
      sv: sdk.sdkVersion,
      ...(sdk.clientId ? { clientId: sdk.clientId } : {}),
      ...query,
    }
    for (const [key, value] of Object.entries(parameters)) {
      if (value === undefined) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.toString()
  }

  async function send(
    target: string,
    init: RequestInit,
    { signal }: RequestOptions = {},
  ): Promise<Response> {
    if (signal?.aborted) throw abortError(signal)
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetchImpl(target, {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (cause) {
      if (signal?.aborted) throw abortError(signal)
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
      throw new ServiceError(timedOut ? 'TIMEOUT' : 'NETWORK', {
        cause,
        values: { url: target, ms: timeoutMs },
      })
    }
    if (!response.ok)
      throw new HttpError(response.status, { url: target, ...(await reasonOf(response)) })
    return response
  }

  async function parse<T>(
    target: string,
    response: Response,
    schema: z.ZodMiniType<T>,
  ): Promise<T> {
    let body: unknown
    try {
      body = await response.json()
    } catch (cause) {
      throw new ServiceError('INVALID_RESPONSE', {
        cause,
        values: { url: target },
        details: 'not JSON',
      })
    }
    const result = schema.safeParse(body)
    if (!result.success) {
      throw new ServiceError('INVALID_RESPONSE', {
        cause: result.error,
        values: { url: target },
        details: result.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; '),
      })
    }
    return result.data
  }

  const json = { 'content-type': 'application/json' }
  return {
    url,
    async getJson(path, schema, query, options) {
      const target = url(path, query)
      return parse(target, await send(target, { method: 'GET' }, options), schema)
    },
    async postJson(path, body, schema, query, options) {
      const target = url(path, query)
      const response = await send(
        target,
        { method: 'POST', headers: json, body: JSON.stringify(body) },
        options,
      )
      return parse(target, response, schema)
    },
    async post(path, body, query) {
      await send(url(path, query), { method: 'POST', headers: json, body: JSON.stringify(body) })
    },
    async getBlob(path, query) {
      return (await send(url(path, query), { method: 'GET' })).blob()
    },
  }
}
