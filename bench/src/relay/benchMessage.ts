/** What one publish of the bench carries, readable again by the socket that receives it. */
export type BenchMessage = {
  /** `<sender>.<n>`: the publishing socket's index and its count of publishes, unique in a run. */
  id: string
  /** When it was published: milliseconds since the epoch, with a fraction (one clock: the bench's). */
  sentAt: number
}

/**
 * Each message's length: an encrypted `wc_sessionRequest` of a `personal_sign` is about this
 * size in base64, and the relay stores and sends every message whole.
 */
export const benchMessageLength = 512

const prefix = 'latch-bench'
// Base64's alphabet, as the SDK's ciphertext is: the relay never reads the text.
const padding = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'

/**
 * The text of a publish: `latch-bench <id> <sentAt> ` padded to {@link benchMessageLength}.
 *
 * @example
 * encodeBenchMessage({ id: '3.17', sentAt: 1750000000000.25 })
 */
export function encodeBenchMessage({ id, sentAt }: BenchMessage): string {
  const head = `${prefix} ${id} ${sentAt} `
  const pad = padding.repeat(Math.ceil(benchMessageLength / padding.length))
  return head + pad.slice(0, Math.max(0, benchMessageLength - head.length))
}

/** The message a delivery carries; `undefined` when the text is not one the bench made. */
export function decodeBenchMessage(text: string): BenchMessage | undefined {
  const [head, id, sentAt] = text.split(' ', 3)
  const at = Number(sentAt)
  if (head !== prefix || !id || !/^\d+\.\d+$/.test(id) || !sentAt || !Number.isFinite(at)) {
    return undefined
  }
  return { id, sentAt: at }
}
