import vectors from '@vectors/caip/caip-2-10.json' with { type: 'json' }
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  caipAccountAddressPattern,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
} from './caipAddress.js'

const validAddresses = vectors.caip10.valid.map(({ value }) => value)
const legacy = vectors.caip10.legacy_rejected.map(({ value }) => value)

const mutants = [
  'eip155:1',
  'eip155:1:',
  ':1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  'eip155::0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb:extra',
  'EIP155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  'eip155:1:0xab16 a96D',
  'eip155:1:0x@b16',
  'eip155:1:0x/b16',
  `eip155:1:${'a'.repeat(129)}`,
  `eip155:${'1'.repeat(33)}:0xab`,
]

describe('isCaipAddress', () => {
  it.each(validAddresses)('behavior: accepts the CAIP-10 test case %s', (value) => {
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([...legacy, ...mutants])('behavior: rejects %j', (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })

  it('behavior: the address pattern is the spec syntax', () => {
    expect(caipAccountAddressPattern.source).toBe(`^${vectors.caip10.syntax.account_address}$`)
  })
})

describe('parseCaipAddress', () => {
  it('default', () => {
    expect(parseCaipAddress('hedera:mainnet:0.0.1234567890-zbhlt')).toEqual({
      namespace: 'hedera',
      reference: 'mainnet',
      address: '0.0.1234567890-zbhlt',
    })
  })

  it.each(validAddresses)('behavior: format(parse(x)) = x for %s', (value) => {
    expect(formatCaipAddress(parseCaipAddress(value))).toBe(value)
  })

  it.each([...legacy, ...mutants])('behavior: throws INVALID_CAIP_ADDRESS for %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrowError(
      expect.objectContaining({ name: 'CaipError', code: 'INVALID_CAIP_ADDRESS' }),
    )
  })
})

describe('formatCaipAddress', () => {
  it('behavior: refuses an address with a colon', () => {
    expect(() =>
      formatCaipAddress({ namespace: 'eip155', reference: '1', address: 'a:b' }),
    ).toThrowError('Invalid CAIP address')
  })

  it('behavior: parse(format(x)) = x for any valid parts', () => {
    fc.assert(
      fc.property(
        fc.record({
          namespace: fc.stringMatching(/^[-a-z0-9]{3,8}$/),
          reference: fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
          address: fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/),
        }),
        (parts) => {
          expect(parseCaipAddress(formatCaipAddress(parts))).toEqual(parts)
        },
      ),
    )
  })
})
