// How Keplr's page-side object and its content script carry bytes and big integers through
// `window.postMessage` (@keplr-wallet/router's JSON encoding): a `Uint8Array` (or a Node
// Buffer's JSON) as the text `__uint8array__<hex>`, a bigint as `__bigint__<decimal>`.

const bytesTag = '__uint8array__'
const bigintTag = '__bigint__'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || /[^0-9a-fA-F]/.test(hex)) throw new Error(`not hex: ${hex}`)
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

function isBufferJson(value: Record<string, unknown>): value is { data: number[] } {
  return value.type === 'Buffer' && Array.isArray(value.data)
}

/** A value as the content script posts it to the page: its bytes and bigints tagged. */
export function toProxyValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return `${bytesTag}${toHex(value)}`
  if (typeof value === 'bigint') return `${bigintTag}${value}`
  if (Array.isArray(value)) return value.map(toProxyValue)
  if (!isObject(value)) return value
  if (isBufferJson(value)) return `${bytesTag}${toHex(Uint8Array.from(value.data))}`
  const entries = Object.entries(value).filter(([, field]) => field !== undefined)
  return Object.fromEntries(entries.map(([key, field]) => [key, toProxyValue(field)]))
}

/** A value the page posted, its tagged texts made bytes and bigints again. */
export function fromProxyValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(bytesTag)) return fromHex(value.slice(bytesTag.length))
    if (value.startsWith(bigintTag)) return BigInt(value.slice(bigintTag.length))
    return value
  }
  if (Array.isArray(value)) return value.map(fromProxyValue)
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      // As Keplr's parser, which refuses a prototype's key rather than risk its poisoning.
      if (key === '__proto__') throw new Error('__proto__ is disallowed')
      return [key, fromProxyValue(field)]
    }),
  )
}
