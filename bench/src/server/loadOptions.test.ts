import { describe, expect, test } from 'vitest'
import { loadRoutes, parseLoadOptions } from './loadOptions.js'

describe('parseLoadOptions', () => {
  test('default: the issue measurement', () => {
    expect(parseLoadOptions([])).toEqual({
      wallets: 10_000,
      durationSeconds: 10,
      connections: [1, 10],
      routes: ['config', 'page', 'search', 'page-fresh', 'search-fresh'],
      server: undefined,
      help: false,
    })
  })

  test('parameters: wallets, duration, connections, routes and server', () => {
    expect(
      parseLoadOptions([
        '--wallets',
        '100000',
        '--duration',
        '3',
        '--connections',
        '10, 50',
        '--routes',
        'search,config',
        '--server',
        '/tmp/bin/latch-server.mjs',
      ]),
    ).toEqual({
      wallets: 100_000,
      durationSeconds: 3,
      connections: [10, 50],
      routes: ['search', 'config'],
      server: '/tmp/bin/latch-server.mjs',
      help: false,
    })
  })

  test('behavior: a wrong value names its option', () => {
    expect(() => parseLoadOptions(['--wallets', '10k'])).toThrow(
      '--wallets: expected a whole number from 1 to 1000000, got "10k"',
    )
    expect(() => parseLoadOptions(['--duration', '0'])).toThrow('--duration:')
    expect(() => parseLoadOptions(['--connections', ','])).toThrow('--connections:')
    expect(() => parseLoadOptions(['--routes', 'search,balance'])).toThrow(
      '--routes: expected some of config, page, search, page-fresh, search-fresh, got "search,balance"',
    )
  })

  test('behavior: every route is a service path with the project query', () => {
    for (const route of Object.values(loadRoutes)) {
      expect(route.path).toMatch(/^\/[\w/]+\?projectId=latch-bench&st=latch-bench&sv=0/)
    }
  })
})
