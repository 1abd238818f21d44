import { describe, expect, test } from 'vitest'
import { parseRelayLoadOptions } from './relayLoadOptions.js'

describe('parseRelayLoadOptions', () => {
  test('default: the issue measurement', () => {
    expect(parseRelayLoadOptions([])).toEqual({
      pairs: 500,
      durationSeconds: 10,
      rate: 0.2,
      drainSeconds: 5,
      setups: ['pglite', 'postgres'],
      relay: undefined,
      help: false,
    })
  })

  test('parameters: pairs, duration, rate, drain, setups and relay', () => {
    expect(
      parseRelayLoadOptions([
        '--pairs',
        '50',
        '--duration',
        '3',
        '--rate',
        '0.5',
        '--drain',
        '0',
        '--setups',
        'postgres, pglite,postgres',
        '--relay',
        '/tmp/bin/latch-relay.mjs',
      ]),
    ).toEqual({
      pairs: 50,
      durationSeconds: 3,
      rate: 0.5,
      drainSeconds: 0,
      setups: ['postgres', 'pglite'],
      relay: '/tmp/bin/latch-relay.mjs',
      help: false,
    })
    expect(parseRelayLoadOptions(['--rate', 'max']).rate).toBe('max')
    expect(parseRelayLoadOptions(['-h']).help).toBe(true)
  })

  test('behavior: a wrong value names its option', () => {
    expect(() => parseRelayLoadOptions(['--pairs', '1e3'])).toThrow(
      '--pairs: expected a whole number from 1 to 5000, got "1e3"',
    )
    expect(() => parseRelayLoadOptions(['--pairs', '5001'])).toThrow('--pairs:')
    expect(() => parseRelayLoadOptions(['--duration', '0'])).toThrow('--duration:')
    expect(() => parseRelayLoadOptions(['--drain', '121'])).toThrow('--drain:')
    expect(() => parseRelayLoadOptions(['--rate', 'fast'])).toThrow(
      '--rate: expected messages per second per socket (up to 100) or max, got "fast"',
    )
    expect(() => parseRelayLoadOptions(['--rate', '0'])).toThrow('--rate:')
    expect(() => parseRelayLoadOptions(['--rate', '101'])).toThrow('--rate:')
    expect(() => parseRelayLoadOptions(['--setups', 'pglite,sqlite'])).toThrow(
      '--setups: expected some of pglite, postgres, got "pglite,sqlite"',
    )
    expect(() => parseRelayLoadOptions(['--setups', ','])).toThrow('--setups:')
  })
})
