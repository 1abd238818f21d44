import { describe, expect, test } from 'vitest'
import type { DeliverySummary } from './deliveryLedger.js'
import { type RelayLoadResult, relayLoadProblems } from './relayLoadResult.js'

const summary: DeliverySummary = {
  sent: 100,
  accepted: 100,
  refused: 0,
  unanswered: 0,
  delivered: 100,
  duplicates: 0,
  strays: 0,
  lost: 0,
  p50Ms: 1,
  p99Ms: 2,
  spanMs: 1000,
}

const result = (changes: Partial<DeliverySummary>, dropped = 0): RelayLoadResult => ({
  setup: 'pglite',
  sockets: 2,
  summary: { ...summary, ...changes },
  connectMs: 1,
  dropped,
  residentBefore: [1],
  residentAfter: [2],
})

describe('relayLoadProblems', () => {
  test('default: a clean run has none', () => {
    expect(relayLoadProblems(result({}))).toEqual([])
  })

  test('behavior: each kind of failure is a line of its own', () => {
    expect(
      relayLoadProblems(
        result({ lost: 3, duplicates: 1, strays: 2, refused: 1, unanswered: 4 }, 5),
      ),
    ).toEqual([
      'pglite: 3 messages LOST (sent, never delivered)',
      'pglite: 1 DUPLICATE delivery',
      'pglite: 2 deliveries of a message the socket was never sent',
      'pglite: 1 publish REFUSED by the relay',
      'pglite: 4 publishes never answered',
      'pglite: 5 sockets closed by the relay during the run',
    ])
    expect(relayLoadProblems(result({ lost: 1 }))).toEqual([
      'pglite: 1 message LOST (sent, never delivered)',
    ])
  })
})
