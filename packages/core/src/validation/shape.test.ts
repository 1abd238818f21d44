import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Connection } from '../storage/schemas.js'
import * as shape from './shape.js'

const account = shape.object({
  address: shape.string,
  type: shape.optional(shape.oneOf(['eoa', 'smartAccount'])),
  label: shape.nullable(shape.string),
  chains: shape.array(shape.number),
})

describe('shape', () => {
  it('default: a valid value has no issues', () => {
    expect(
      shape.issuesOf(account, { address: '0xa', label: null, chains: [1, 10], extra: true }),
    ).toEqual([])
    expect(shape.isValid(account, { address: '0xa', type: 'eoa', label: 'x', chains: [] })).toBe(
      true,
    )
  })

  it('behavior: each issue names its path', () => {
    expect(
      shape.issuesOf(account, { address: 1, type: 'other', label: undefined, chains: [1, '2'] }),
    ).toEqual([
      { path: ['address'], message: 'must be a string' },
      { path: ['type'], message: 'must be one of eoa, smartAccount' },
      { path: ['label'], message: 'must be a string' },
      { path: ['chains', 1], message: 'must be a number' },
    ])
  })

  it('behavior: the leaves', () => {
    expect(shape.isValid(shape.number, Number.NaN)).toBe(false)
    expect(shape.isValid(shape.boolean, 0)).toBe(false)
    expect(shape.isValid(shape.func, () => {})).toBe(true)
    expect(shape.isValid(shape.unknown, undefined)).toBe(true)
    expect(shape.issuesOf(shape.literal(true), false)).toEqual([
      { path: [], message: 'must be true' },
    ])
    expect(shape.issuesOf(shape.array(shape.string), {})).toEqual([
      { path: [], message: 'must be a list' },
    ])
    expect(shape.issuesOf(account, [])).toEqual([{ path: [], message: 'must be an object' }])
  })

  it('behavior: refine checks only values of the base shape', () => {
    const positive = shape.refine(shape.number, (value) => value > 0, 'must be positive')
    expect(shape.issuesOf(positive, 'x')).toEqual([{ path: [], message: 'must be a number' }])
    expect(shape.issuesOf(positive, -1)).toEqual([{ path: [], message: 'must be positive' }])
    expect(shape.isValid(positive, 1)).toBe(true)
  })

  it('behavior: union accepts either shape', () => {
    const id = shape.union(shape.number, shape.string, 'must be an id')
    expect(shape.isValid(id, 1)).toBe(true)
    expect(shape.isValid(id, 'a')).toBe(true)
    expect(shape.issuesOf(id, null)).toEqual([{ path: [], message: 'must be an id' }])
  })

  it('behavior: record checks every key and value', () => {
    const byNamespace = shape.record(shape.oneOf(['eip155', 'solana']), shape.array(shape.string))
    expect(shape.isValid(byNamespace, { eip155: ['a'], solana: [] })).toBe(true)
    expect(shape.issuesOf(byNamespace, { cosmos: ['a'], eip155: 'a' })).toEqual([
      { path: ['cosmos'], message: 'must be one of eip155, solana' },
      { path: ['eip155'], message: 'must be a list' },
    ])
    expect(shape.issuesOf(byNamespace, null)).toEqual([{ path: [], message: 'must be an object' }])
  })

  it('behavior: never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => shape.issuesOf(account, value)).not.toThrow()
      }),
    )
  })

  it('types: inferred from the shape', () => {
    expectTypeOf<shape.Infer<typeof account>>().toEqualTypeOf<{
      address: string
      type?: 'eoa' | 'smartAccount' | undefined
      label: string | null
      chains: number[]
    }>()
    expectTypeOf<Connection>().toEqualTypeOf<{
      connectorId: string
      accounts: {
        address: string
        type?: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | undefined
      }[]
      network?: string | undefined
      auth?: { name: string } | undefined
    }>()
  })
})
