import { describe, expect, test } from 'vitest'
import { loadRoutes, loadSetups, parseLoadOptions } from './loadOptions.js'

describe('parseLoadOptions', () => {
  test('default: the issue measurement', () => {
    expect(parseLoadOptions([])).toEqual({
      wallets: 10_000,
      durationSeconds: 10,
      connections: [1, 10],
      routes: ['config', 'page', 'search', 'page-fresh', 'search-fresh', 'balance', 'events'],
      setups: ['pglite', 'postgres2'],
      server: undefined,
      help: false,
    })
  })

  test('parameters: wallets, duration, connections, routes, setups and server', () => {
    expect(
      parseLoadOptions([
        '--wallets',
        '100000',
        '--duration',
        '3',
        '--connections',
        '10, 50',
        '--routes',
        'search,config,events',
        '--setups',
        'postgres2',
        '--server',
        '/tmp/bin/latch-server.mjs',
      ]),
    ).toEqual({
      wallets: 100_000,
      durationSeconds: 3,
      connections: [10, 50],
      routes: ['search', 'config', 'events'],
      setups: ['postgres2'],
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
    expect(() => parseLoadOptions(['--routes', 'search,history'])).toThrow(
      '--routes: expected some of config, page, search, page-fresh, search-fresh, balance, events, got "search,history"',
    )
    expect(() => parseLoadOptions(['--routes', ' , '])).toThrow('--routes:')
    expect(() => parseLoadOptions(['--setups', 'pglite,mysql'])).toThrow(
      '--setups: expected some of pglite, postgres2, got "pglite,mysql"',
    )
  })

  test('behavior: every route is a service path with the project query', () => {
    for (const route of Object.values(loadRoutes)) {
      expect(route.path).toMatch(/^\/[\w/]+\?projectId=latch-bench&st=latch-bench&sv=0/)
    }
  })

  test('behavior: the balance is asked as core asks it, on the local chain', () => {
    expect(loadRoutes.balance).toMatchObject({ method: 'GET', chain: true })
    expect(loadRoutes.balance.path).toBe(
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=latch-bench&st=latch-bench&sv=0&currency=usd&chainId=eip155:31337',
    )
  })

  test('behavior: only the analytics route posts, and only it counts stored events', () => {
    const posting = Object.entries(loadRoutes).filter(([, route]) => route.method === 'POST')
    expect(posting.map(([name]) => name)).toEqual(['events'])
    expect(Object.values(loadRoutes).filter((route) => route.event)).toEqual([loadRoutes.events])
  })

  test('behavior: PGlite serves one process, PostgreSQL two', () => {
    expect(loadSetups.pglite).toMatchObject({ database: 'pglite', processes: 1 })
    expect(loadSetups.postgres2).toMatchObject({ database: 'postgres', processes: 2 })
  })
})
