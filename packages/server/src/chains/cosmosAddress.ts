import { fromBech32 } from '@cosmjs/encoding'
import { isAddress } from '@latch/core'

/**
 * A cosmos account address as the server keeps it, when `address` is bech32 with a valid
 * checksum holding a 20-byte (a key's) or 32-byte (a module's or contract's) account, in
 * lower case; `undefined` otherwise. The prefix names the chain (`cosmos1…` on the Hub,
 * `osmo1…` on Osmosis): the same key on two chains is two addresses.
 *
 * @example
 * cosmosAddressOf('cosmos1…') // 'cosmos1…'
 */
export function cosmosAddressOf(address: string): string | undefined {
  // bech32 is one case or the other, never both.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  // core's shape first: a prefix of lowercase letters and digits (bech32 takes any printable
  // characters there, and the address goes into the node's tx_search query).
  if (!isAddress(address.toLowerCase(), 'cosmos')) return undefined
  try {
    // The length limit is given: cosmjs's default (none) throws with the @scure/base it loads.
    const { data } = fromBech32(address, 90)
    return data.length === 20 || data.length === 32 ? address.toLowerCase() : undefined
  } catch {
    return undefined
  }
}
