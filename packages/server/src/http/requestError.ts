import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'

/** Stable error codes of the JSON error body. */
export type ErrorCode =
  | 'invalid_request'
  | 'project_not_found'
  | 'origin_not_allowed'
  | 'event_not_accepted'
  | 'not_found'
  | 'payload_too_large'
  | 'rate_limited'
  | 'internal_error'
  | 'invalid_signature'
  | 'name_taken'
  | 'grant_used'
  | 'enforced_on_chain'
  | 'chain_unavailable'
  | 'invalid_nonce'
  | 'sign_in_rejected'
  | 'forbidden'
  | 'sign_out_refused'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'swaps_unsupported'
  | 'gas_price_unsupported'
  | 'insufficient_liquidity'
  | 'price_unavailable'
  | 'onramp_unavailable'

/** Every error answer: `{ error: { code, message, field? } }`. */
export type ErrorBody = { error: { code: ErrorCode; message: string; field?: string } }

/** An error the server answers with its status and JSON body. */
export class RequestError extends Error {
  override readonly name = 'RequestError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get body(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field === undefined ? {} : { field: this.field }),
      },
    }
  }
}

/** A 400 naming the first field that failed: `Invalid query parameter "entries": …`. */
export function invalidRequest(error: ZodError, source: 'query' | 'body' | 'path'): RequestError {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  const where = { query: 'query parameter', body: 'body field', path: 'path parameter' }[source]
  const message = field
    ? `Invalid ${where} "${field}": ${issue?.message ?? 'invalid'}`
    : `Invalid ${source}: ${issue?.message ?? 'invalid'}`
  return new RequestError(400, 'invalid_request', message, field)
}
