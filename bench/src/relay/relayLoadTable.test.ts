import { describe, expect, test } from 'vitest'
import type { DeliverySummary } from './deliveryLedger.js'
import { formatRelayLoadTable } from './relayLoadTable.js'

const clean: DeliverySummary = {
  sent: 10_000,
  accepted: 10_000,
  refused: 0,
  unanswered: 0,
  delivered: 10_000,
  duplicates: 0,
  strays: 0,
  lost: 0,
  p50Ms: 2.345,
  p99Ms: 18.6,
  spanMs: 10_050,
}

describe('formatRelayLoadTable', () => {
  test('default: a Markdown row per setup, in the order run', () => {
    expect(
      formatRelayLoadTable([
        {
          setup: '1 process, PGlite in memory',
          sockets: 1000,
          summary: clean,
          connectMs: 1234,
          dropped: 0,
          residentBefore: [112_400_000],
          residentAfter: [180_600_000],
        },
        {
          setup: '2 processes, one PostgreSQL',
          sockets: 1000,
          summary: { ...clean, delivered: 9_998, lost: 2, duplicates: 1, p50Ms: 12, spanMs: 0 },
          connectMs: 2060,
          dropped: 0,
          residentBefore: [95_000_000, undefined],
          residentAfter: [130_000_000, 131_000_000],
        },
      ]),
    ).toBe(
      [
        '| setup | sockets | sent | delivered | delivered/s | p50 | p99 | lost | duplicates | relay memory | connect |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        '| 1 process, PGlite in memory | 1,000 | 10,000 | 10,000 | 995 | 2.3 ms | 19 ms | 0 | 0 | 112 → 181 MB | 1.2 s |',
        '| 2 processes, one PostgreSQL | 1,000 | 10,000 | 9,998 | 0 | 12 ms | 19 ms | 2 | 1 | 95 + ? → 130 + 131 MB | 2.1 s |',
      ].join('\n'),
    )
  })

  test('behavior: no delivery has no latency', () => {
    const table = formatRelayLoadTable([
      {
        setup: 'x',
        sockets: 2,
        summary: { ...clean, delivered: 0, p50Ms: undefined, p99Ms: undefined, spanMs: 0 },
        connectMs: 0,
        dropped: 0,
        residentBefore: [],
        residentAfter: [],
      },
    ])
    expect(table.split('\n')[2]).toBe('| x | 2 | 10,000 | 0 | 0 | – | – | 0 | 0 |  →  MB | 0.0 s |')
  })
})
