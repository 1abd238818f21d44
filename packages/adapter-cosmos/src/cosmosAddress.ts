import { fromBech32 } from '@cosmjs/encoding'
import { AdapterError } from '@latch/core'

// Bech32's own limit; cosmjs's default (none) trips its bech32 library.
const maxBech32Length = 90

/**
 * The account bytes of `address` when it is a valid bech32 address (checksum included) of a
 * 20- or 32-byte account with `prefix`, the network's.
 *
 * @throws {AdapterError} `INVALID_ADDRESS`, with the reason in `details`.
 */
export function cosmosAccountBytes(address: string, prefix: string): Uint8Array {
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, maxBech32Length)
  } catch (cause) {
    throw new AdapterError('INVALID_ADDRESS', { details: 'not bech32 (or a bad checksum)', cause })
  }
  if (decoded.prefix !== prefix) {
    throw new AdapterError('INVALID_ADDRESS', {
      details: `the network's addresses start with ${prefix}1, not ${decoded.prefix}1`,
    })
  }
  if (decoded.data.length !== 20 && decoded.data.length !== 32) {
    throw new AdapterError('INVALID_ADDRESS', {
      details: `an account is 20 or 32 bytes, not ${decoded.data.length}`,
    })
  }
  return decoded.data
}
