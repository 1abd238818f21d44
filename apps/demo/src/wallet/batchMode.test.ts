import { describe, expect, it } from 'vitest'
import { batchModeOf } from './batchMode.js'

const chain = '0x7a69'

describe('batchModeOf', () => {
  it('behavior: atomic where the chain reports atomic batches supported or ready', () => {
    expect(batchModeOf({ [chain]: { atomic: { status: 'supported' } } }, chain)).toBe('atomic')
    expect(batchModeOf({ [chain]: { atomic: { status: 'ready' } } }, chain)).toBe('atomic')
  })

  it('behavior: one after the other where atomic is unsupported, or missing from an answer', () => {
    expect(batchModeOf({ [chain]: { atomic: { status: 'unsupported' } } }, chain)).toBe(
      'sequential',
    )
    expect(batchModeOf({ [chain]: {} }, chain)).toBe('sequential')
    expect(batchModeOf({}, chain)).toBe('sequential')
    expect(batchModeOf(null, chain)).toBe('sequential')
  })

  it('behavior: another chain’s atomic batches do not count; 0x0 holds for every chain', () => {
    expect(batchModeOf({ '0x1': { atomic: { status: 'supported' } } }, chain)).toBe('sequential')
    expect(batchModeOf({ '0x0': { atomic: { status: 'supported' } } }, chain)).toBe('atomic')
    expect(batchModeOf({ '0x0': { atomic: { status: 'supported' } }, [chain]: {} }, chain)).toBe(
      'atomic',
    )
    // The chain's own capability wins over 0x0's.
    expect(
      batchModeOf(
        {
          '0x0': { atomic: { status: 'supported' } },
          [chain]: { atomic: { status: 'unsupported' } },
        },
        chain,
      ),
    ).toBe('sequential')
  })
})
