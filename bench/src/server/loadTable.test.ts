import { describe, expect, test } from 'vitest'
import { formatLoadTable } from './loadTable.js'

describe('formatLoadTable', () => {
  test('default: a Markdown row per run, in the order run', () => {
    expect(
      formatLoadTable([
        {
          route: '/getWallets search=amber (1250 match)',
          connections: 1,
          requestsPerSecond: 8_213.4,
          p50Ms: 0.1,
          p99Ms: 1.234,
          errors: 0,
          non2xx: 0,
        },
        {
          route: '/appkit/v1/config',
          connections: 10,
          requestsPerSecond: 12_109.6,
          p50Ms: 14.5,
          p99Ms: 41.4,
          errors: 2,
          non2xx: 3,
        },
      ]),
    ).toBe(
      [
        '| route | connections | req/s | p50 | p99 | errors | non-2xx |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| /getWallets search=amber (1250 match) | 1 | 8,213 | 0.1 ms | 1.23 ms | 0 | 0 |',
        '| /appkit/v1/config | 10 | 12,110 | 15 ms | 41 ms | 2 | 3 |',
      ].join('\n'),
    )
  })

  test('behavior: no results is the header alone', () => {
    expect(formatLoadTable([]).split('\n')).toHaveLength(2)
  })
})
