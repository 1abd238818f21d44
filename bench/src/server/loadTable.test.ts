import { describe, expect, test } from 'vitest'
import { formatLoadTable, type LoadResult, requestFailures } from './loadTable.js'

describe('formatLoadTable', () => {
  test('default: a Markdown row per run, in the order run', () => {
    expect(
      formatLoadTable([
        {
          setup: '1 process, PGlite',
          route: '/getWallets search=amber (1250 match)',
          processes: 1,
          connections: 1,
          requestsPerSecond: 8_213.4,
          p50Ms: 0.1,
          p99Ms: 1.234,
          errors: 0,
          non2xx: 0,
        },
        {
          setup: '2 processes, PostgreSQL',
          route: '/appkit/v1/config',
          processes: 2,
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
        '| setup | route | connections | req/s | p50 | p99 | errors | non-2xx |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        '| 1 process, PGlite | /getWallets search=amber (1250 match) | 1 | 8,213 | 0.1 ms | 1.23 ms | 0 | 0 |',
        '| 2 processes, PostgreSQL | /appkit/v1/config | 20 (10 each) | 12,110 | 15 ms | 41 ms | 2 | 3 |',
      ].join('\n'),
    )
  })

  test('behavior: no results is the header alone', () => {
    expect(formatLoadTable([]).split('\n')).toHaveLength(2)
  })
})

describe('requestFailures', () => {
  const run: LoadResult = {
    setup: '2 processes, PostgreSQL',
    route: 'POST /e (analytics event)',
    processes: 2,
    connections: 10,
    requestsPerSecond: 900,
    p50Ms: 9,
    p99Ms: 40,
    errors: 0,
    non2xx: 0,
  }

  test('default: every request answered 2xx is no failure', () => {
    expect(requestFailures([run, { ...run, connections: 1 }])).toEqual([])
  })

  test('behavior: a run with errors or non-2xx answers is one line', () => {
    expect(
      requestFailures([run, { ...run, errors: 3 }, { ...run, processes: 1, non2xx: 1 }]),
    ).toEqual([
      '2 processes, PostgreSQL, POST /e (analytics event), 20 (10 each) connections: 3 errors, 0 non-2xx',
      '2 processes, PostgreSQL, POST /e (analytics event), 10 connections: 0 errors, 1 non-2xx',
    ])
  })
})
