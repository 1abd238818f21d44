import type { RawData } from 'ws'
import { RelayRpcError, relayErrorCodes } from './relayError.js'
import { isRelayMethod, type RelayMethod, type RelayParamsSchemas } from './relayProtocol.js'

/** A JSON-RPC id the relay answers with: `null` when the frame carried no usable one. */
export type JsonRpcId = string | number | null

/**
 * What one frame from a client is:
 * - `response`: its answer to a delivery (an acknowledgement, or an error), never limited;
 * - `request`: a request of a method the relay answers, to run;
 * - `refused`: anything else, to answer with `error`.
 * Requests and refusals carry what they cost the client's rate limit.
 */
export type RelayFrame =
  | { kind: 'response'; frame: Record<string, unknown> }
  | { kind: 'request'; id: string | number; cost: number; method: RelayMethod; params: unknown }
  | { kind: 'refused'; id: JsonRpcId; cost: number; error: RelayRpcError }

const maxIdLength = 128

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

/** A batch of publishes counts each message (at most `burst`); other requests count one. */
function costOf(params: unknown, burst: number): number {
  const messages = isPlainObject(params) ? params.messages : undefined
  return Array.isArray(messages) ? Math.max(1, Math.min(messages.length, burst)) : 1
}

/**
 * Reads a client's frame as the relay takes it: one JSON-RPC object per text frame.
 *
 * @example
 * const read = readRelayFrame(data, false, schemas, limits.burst)
 * if (read.kind === 'request') run(read.method, read.params)
 */
export function readRelayFrame(
  data: RawData,
  isBinary: boolean,
  schemas: RelayParamsSchemas,
  burst: number,
): RelayFrame {
  const refused = (id: JsonRpcId, cost: number, code: RelayRpcError['code'], text: string) =>
    ({ kind: 'refused', id, cost, error: new RelayRpcError(code, text) }) as const
  if (isBinary) {
    return refused(
      null,
      1,
      relayErrorCodes.invalidRequest,
      'Invalid request: send JSON-RPC as text frames',
    )
  }
  let frame: unknown
  try {
    frame = JSON.parse(textOf(data))
  } catch {
    return refused(null, 1, relayErrorCodes.parseError, 'Parse error: not JSON')
  }
  if (isPlainObject(frame) && !('method' in frame) && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', frame }
  }
  const given = isPlainObject(frame) ? frame.id : undefined
  const id =
    (typeof given === 'string' && given.length <= maxIdLength) ||
    (typeof given === 'number' && Number.isFinite(given))
      ? given
      : null
  const cost = costOf(isPlainObject(frame) ? frame.params : undefined, burst)
  if (!isPlainObject(frame) || id === null || typeof frame.method !== 'string') {
    return refused(
      id,
      cost,
      relayErrorCodes.invalidRequest,
      'Invalid request: expected one JSON-RPC request object with an id and a method',
    )
  }
  const method = frame.method
  if (!isRelayMethod(schemas, method)) {
    return refused(
      id,
      cost,
      relayErrorCodes.methodNotFound,
      `Method not found: ${method.slice(0, 64)}`,
    )
  }
  return { kind: 'request', id, cost, method, params: frame.params }
}
