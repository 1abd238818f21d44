import { address } from 'bitcoinjs-lib'
import { expect, it } from 'vitest'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { withSegwitHrp } from './segwitAddressHrp.js'

// bitcoinjs-lib's bech32 codec (written by others) is the oracle.
const oracle = (from: string, hrp: string) => {
  const { version, data } = address.fromBech32(from)
  return address.toBech32(data, version, hrp)
}

it('default: the dev accounts on testnet, bech32 for P2WPKH and bech32m for P2TR', () => {
  for (const account of bitcoinDevAccounts) {
    for (const key of [account.payment, account.ordinals]) {
      const testnet = withSegwitHrp(key.address, 'tb')
      expect(testnet).toBe(oracle(key.address, 'tb'))
      expect(testnet).toMatch(key === account.payment ? /^tb1q/ : /^tb1p/)
      expect(withSegwitHrp(testnet, 'bcrt')).toBe(key.address)
    }
  }
})

it('parameters: an upper-case mainnet address (BIP-173 vector)', () => {
  expect(withSegwitHrp('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'tb')).toBe(
    oracle('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'tb'),
  )
})

it('behavior: throws for a bad checksum or a string that is not bech32', () => {
  expect(() => withSegwitHrp('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'tb')).toThrowError(
    'is not a segwit address',
  )
  expect(() => withSegwitHrp('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'tb')).toThrowError(
    'is not a segwit address',
  )
  expect(() => withSegwitHrp('', 'tb')).toThrowError('is not a segwit address')
})
