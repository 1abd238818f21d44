// Apart from the encoders (hex.ts): the adapter's `isAddress` is needed before any wallet is
// used, the encoders only once one is (evmWallet.ts, loaded on demand).

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** Whether `value` is a 20-byte hex address (any letter case; checksums are not enforced). */
export function isHexAddress(value: string): value is `0x${string}` {
  return addressPattern.test(value)
}
