// An SS58 address of a 32-byte account: one or two prefix bytes, the key, two checksum bytes,
// in base58 (digits and letters without 0, O, I and l): 35 or 36 bytes are 46 to 49
// characters. Base58 writes each leading zero byte as one `1`, so a Polkadot address (prefix
// byte 0) of a key that starts with zero bytes is shorter still.
const ss58Shape = /^(?:[1-9A-HJ-NP-Za-km-z]{46,49}|1[1-9A-HJ-NP-Za-km-z]{35,47})$/

/**
 * Whether `address` has the shape of a Polkadot account address (SS58, any network prefix).
 * It needs no chain SDK, so the page carries it: the checksum and the network's prefix are
 * checked with @polkadot/util-crypto before anything is sent (`INVALID_ADDRESS`).
 *
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true
 * isPolkadotAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false
 */
export function isPolkadotAddress(address: string): boolean {
  return ss58Shape.test(address)
}
