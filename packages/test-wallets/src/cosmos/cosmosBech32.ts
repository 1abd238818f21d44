import { fromBech32, toBech32 } from '@cosmjs/encoding'

// BIP-173's length limit. @cosmjs/encoding 0.39's own default (Infinity) is refused by the
// @scure/base 2 it runs on ("limit: expected safe integer"), so every decode passes it.
const bech32Limit = 90

/** A bech32 address's prefix and bytes. Throws when it is not bech32. */
export function decodeBech32(address: string): {
  readonly prefix: string
  readonly data: Uint8Array
} {
  return fromBech32(address, bech32Limit)
}

/** The same account's address under another prefix (the same 20 bytes). */
export function withBech32Prefix(address: string, prefix: string): string {
  return toBech32(prefix, decodeBech32(address).data)
}
