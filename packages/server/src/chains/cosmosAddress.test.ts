import { toBech32 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { cosmosAddressOf } from './cosmosAddress.js'

const key = toBech32('cosmos', new Uint8Array(20).fill(7))
const contract = toBech32('osmo', new Uint8Array(32).fill(9))

describe('cosmosAddressOf', () => {
  it('default: bech32 of a 20- or 32-byte account, any prefix, in lower case', () => {
    expect(cosmosAddressOf(key)).toBe(key)
    expect(cosmosAddressOf(contract)).toBe(contract)
    expect(cosmosAddressOf(key.toUpperCase())).toBe(key)
  })

  it('behavior: a bad checksum, mixed case, another length or no bech32 is none', () => {
    const flipped = `${key.slice(0, -1)}${key.endsWith('q') ? 'p' : 'q'}`
    expect(cosmosAddressOf(flipped)).toBeUndefined()
    expect(cosmosAddressOf(`${key.slice(0, 10).toUpperCase()}${key.slice(10)}`)).toBeUndefined()
    expect(cosmosAddressOf(toBech32('cosmos', new Uint8Array(21)))).toBeUndefined()
    expect(cosmosAddressOf('0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBeUndefined()
    expect(cosmosAddressOf('')).toBeUndefined()
    // bech32 takes any printable prefix; an address of the server's takes letters and digits.
    expect(cosmosAddressOf(toBech32("x'or'", new Uint8Array(20).fill(7)))).toBeUndefined()
  })
})
