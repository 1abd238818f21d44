import vectors from '@vectors/caip/caip-2-10.json' with { type: 'json' }
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/caip.js'
import {
  caipNamespacePattern,
  caipReferencePattern,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './caipNetworkId.js'

const validIds = vectors.caip2.valid.map(({ value }) => value)

// Each mutant breaks exactly one CAIP-2 rule of a valid id.
const mutants = [
  '',
  'eip155',
  'eip155:',
  ':1',
  'eip155:1:2',
  'EIP155:1', // upper-case namespace
  'ei:1', // namespace too short
  'eip155abc:1', // namespace of 9
  'eip_155:1', // underscore in namespace
  `eip155:${'a'.repeat(33)}`, // reference of 33
  'eip155:1 ', // space
  'eip155:1.0', // dot in reference
  'eip155:1/2',
  ' eip155:1',
  'cosmos:cosmoshub-3\n',
]

describe('isCaipNetworkId', () => {
  it.each(validIds)('behavior: accepts the CAIP-2 test case %s', (value) => {
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each(mutants)('behavior: rejects the mutant %j', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('behavior: rejects non-strings', () => {
    for (const value of [undefined, null, 1, {}, ['eip155', '1']])
      expect(isCaipNetworkId(value)).toBe(false)
  })

  it('behavior: our patterns are the spec syntax', () => {
    expect(caipNamespacePattern.source).toBe(`^${vectors.caip2.syntax.namespace}$`)
    expect(caipReferencePattern.source).toBe(`^${vectors.caip2.syntax.reference}$`)
  })
})

describe('parseCaipNetworkId', () => {
  it('default', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('cosmos:Binance-Chain-Tigris')).toEqual({
      namespace: 'cosmos',
      reference: 'Binance-Chain-Tigris',
    })
  })

  it.each(validIds)('behavior: format(parse(x)) = x for %s', (value) => {
    expect(formatCaipNetworkId(parseCaipNetworkId(value))).toBe(value)
  })

  it.each(mutants)('behavior: throws INVALID_CAIP_NETWORK_ID for %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrowError(
      expect.objectContaining({ name: 'CaipError', code: 'INVALID_CAIP_NETWORK_ID' }),
    )
  })
})

describe('formatCaipNetworkId', () => {
  it('behavior: refuses parts that break the syntax', () => {
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: '' })).toThrowError(
      'Invalid CAIP-2 network id',
    )
    expect(() => formatCaipNetworkId({ namespace: 'a:b', reference: '1' })).toThrowError(CaipError)
  })

  it('behavior: parse(format(x)) = x for any valid parts', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-a-z0-9]{3,8}$/),
        fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
        (namespace, reference) => {
          expect(parseCaipNetworkId(formatCaipNetworkId({ namespace, reference }))).toEqual({
            namespace,
            reference,
          })
        },
      ),
    )
  })
})
