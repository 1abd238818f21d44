import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { isPolkadotAddress } from './polkadotAddress.js'

describe('isPolkadotAddress', () => {
  it('default: SS58 account addresses of any prefix, 0 to 16383', () => {
    for (const prefix of [0, 2, 42, 63, 64, 1000, 16383]) {
      for (const fill of [0x00, 0x7f, 0xff]) {
        const address = encodeAddress(new Uint8Array(32).fill(fill), prefix)
        expect(isPolkadotAddress(address), `${prefix}: ${address}`).toBe(true)
      }
    }
    const random = crypto.getRandomValues(new Uint8Array(32))
    expect(isPolkadotAddress(encodeAddress(random, 0))).toBe(true)
  })

  it('behavior: other shapes are not accounts', () => {
    for (const address of [
      '',
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      // An 8-byte index account is too short.
      encodeAddress(new Uint8Array(8).fill(1), 0),
      // base58 has no 0, O, I or l.
      `0${'1'.repeat(47)}`,
      '1'.repeat(60),
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(isPolkadotAddress(address), address).toBe(false)
    }
  })
})
