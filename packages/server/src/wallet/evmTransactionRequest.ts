/** An eth_sendTransaction's fields as the wallet signs them and the approval card shows them. */
export type EvmTransactionRequest = {
  from?: `0x${string}`
  /** Absent: the transaction creates a contract. */
  to?: `0x${string}`
  value?: bigint
  gas?: bigint
  data?: `0x${string}`
}

const address = /^0x[0-9a-fA-F]{40}$/
const quantity = /^0x[0-9a-fA-F]+$/
const bytes = /^0x(?:[0-9a-fA-F]{2})*$/

function field<T>(
  value: unknown,
  pattern: RegExp,
  read: (text: `0x${string}`) => T,
): { ok: true; value: T | undefined } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, value: undefined }
  if (typeof value !== 'string' || !pattern.test(value)) return { ok: false }
  return { ok: true, value: read(value as `0x${string}`) }
}

/**
 * The one strict reading of an eth_sendTransaction's first parameter, for the approval card's
 * summary and for the signing alike, so both mean the same transaction: `from` and `to` 0x addresses, `value` and `gas` 0x quantities, `data` 0x bytes,
 * each absent or well formed. Other fields (nonce, fees) are left to the node, as before.
 *
 * @returns `undefined` when any of these fields is malformed: the request is refused ("Requested
 * RPC call is not allowed"), never sent with the field dropped.
 *
 * @example
 * readEvmTransactionRequest({ to: '0x5290…9EE7', value: '0x1' }) // { to: '0x5290…9EE7', value: 1n }
 * readEvmTransactionRequest({ to: '0xZZ' }) // undefined
 */
export function readEvmTransactionRequest(transaction: unknown): EvmTransactionRequest | undefined {
  if (transaction === undefined) return {}
  if (typeof transaction !== 'object' || transaction === null || Array.isArray(transaction)) {
    return undefined
  }
  const fields = transaction as Record<string, unknown>
  const same = (text: `0x${string}`) => text
  const from = field(fields.from, address, same)
  const to = field(fields.to, address, same)
  const value = field(fields.value, quantity, BigInt)
  const gas = field(fields.gas, quantity, BigInt)
  const data = field(fields.data, bytes, same)
  if (!from.ok || !to.ok || !value.ok || !gas.ok || !data.ok) return undefined
  return {
    ...(from.value === undefined ? {} : { from: from.value }),
    ...(to.value === undefined ? {} : { to: to.value }),
    ...(value.value === undefined ? {} : { value: value.value }),
    ...(gas.value === undefined ? {} : { gas: gas.value }),
    ...(data.value === undefined ? {} : { data: data.value }),
  }
}
