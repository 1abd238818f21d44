import { describe, expect, it } from 'vitest'
import { addressTypeOf, bitcoinAddressKey, isAddressOfChain } from './bitcoinAddressKind.js'
import { bitcoinChains } from './bitcoinChains.js'

const [mainnet, testnet, , regtest] = bitcoinChains as [
  (typeof bitcoinChains)[0],
  (typeof bitcoinChains)[0],
  (typeof bitcoinChains)[0],
  (typeof bitcoinChains)[0],
]

describe('isAddressOfChain and addressTypeOf', () => {
  it('behavior: an address belongs to the chains of its hrp or prefix, typed by its script', () => {
    expect(isAddressOfChain('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet)).toBe(true)
    expect(isAddressOfChain('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', testnet)).toBe(false)
    expect(isAddressOfChain('bcrt1q6z64a43mjgkcq0ul2znwneq3spghrlau9slefp', regtest)).toBe(true)
    expect(isAddressOfChain('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', testnet)).toBe(false)
    expect(addressTypeOf('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('p2wpkh')
    expect(addressTypeOf('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(
      'p2tr',
    )
    expect(addressTypeOf('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('p2sh-p2wpkh')
    expect(addressTypeOf('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('p2pkh')
    // P2WSH: valid, but no account type of a wallet.
    expect(
      addressTypeOf('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'),
    ).toBeUndefined()
  })
})

describe('bitcoinAddressKey', () => {
  it('behavior: segwit in lower case, base58 and anything else as written', () => {
    expect(bitcoinAddressKey('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    )
    expect(bitcoinAddressKey('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    )
    expect(bitcoinAddressKey('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    )
    // Mixed case is no segwit address (BIP-173): not folded into one.
    expect(bitcoinAddressKey('bc1qw508d6qejxtdg4y5r3zarvaRy0c5xw7kv8f3t4')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvaRy0c5xw7kv8f3t4',
    )
  })
})
