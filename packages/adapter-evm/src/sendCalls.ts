import { AdapterError } from '@latch/core'

const hexPrefixed = /^0x[0-9a-fA-F]*$/

/**
 * `wallet_sendCalls` rules of SPEC.md §5: every call has a `to` that starts with 0x, and a
 * `data`, when present, that starts with 0x.
 */
export function assertSendCalls(
  calls: readonly { to: string; data?: string | undefined; value?: bigint | undefined }[],
): void {
  if (calls.length === 0)
    throw new AdapterError('INVALID_CALLS', { values: { reason: 'no calls' } })
  for (const [index, call] of calls.entries()) {
    if (!hexPrefixed.test(call.to)) {
      throw new AdapterError('INVALID_CALLS', {
        values: { reason: `calls[${index}].to must start with 0x` },
      })
    }
    if (call.data !== undefined && !hexPrefixed.test(call.data)) {
      throw new AdapterError('INVALID_CALLS', {
        values: { reason: `calls[${index}].data must start with 0x` },
      })
    }
    if (call.value !== undefined && call.value < 0n) {
      throw new AdapterError('INVALID_CALLS', {
        values: { reason: `calls[${index}].value is negative` },
      })
    }
  }
}
