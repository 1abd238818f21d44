import { describe, expect, it } from 'vitest'
import { getNetwork } from './catalogue.js'
import { localhost, mainnet } from './evmNetworks.js'
import { near } from './otherNetworks.js'
import { getRpcServiceUrl, getRpcUrls } from './rpcUrl.js'

const service = { rpcHost: 'http://127.0.0.1:4400', projectId: 'demo project' }

describe('getRpcServiceUrl', () => {
  it('default: {rpc host}/v1/?chainId={id}&projectId={id}', () => {
    expect(getRpcServiceUrl('eip155:1', { rpcHost: 'https://rpc.example', projectId: 'abc' })).toBe(
      'https://rpc.example/v1/?chainId=eip155:1&projectId=abc',
    )
  })

  it('behavior: a trailing slash of the host is dropped and the project id encoded', () => {
    expect(
      getRpcServiceUrl('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', {
        ...service,
        rpcHost: 'http://h/',
      }),
    ).toBe('http://h/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=demo%20project')
  })
})

describe('getRpcUrls', () => {
  it('default: the listed default alone without a service', () => {
    expect(getRpcUrls(mainnet)).toEqual(['https://eth.merkle.io'])
  })

  it('parameters: custom URLs first, then the service, then the default', () => {
    expect(
      getRpcUrls(mainnet, { ...service, customRpcUrls: { 'eip155:1': ['https://mine.example'] } }),
    ).toEqual([
      'https://mine.example',
      'http://127.0.0.1:4400/v1/?chainId=eip155:1&projectId=demo%20project',
      'https://eth.merkle.io',
    ])
  })

  it('behavior: networks the service does not serve skip it', () => {
    expect(getRpcUrls(localhost, service)).toEqual(['http://127.0.0.1:8545'])
    const polkadot = getNetwork('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(polkadot && getRpcUrls(polkadot, service)).toEqual(['https://rpc.polkadot.io'])
  })

  it('behavior: a network of a namespace Latch has no adapter for is routed by its id', () => {
    expect(getRpcUrls(near, service)).toEqual([
      'http://127.0.0.1:4400/v1/?chainId=near:mainnet&projectId=demo%20project',
      'https://rpc.mainnet.near.org',
    ])
  })

  it('behavior: duplicates are dropped', () => {
    expect(
      getRpcUrls(mainnet, { customRpcUrls: { 'eip155:1': ['https://eth.merkle.io'] } }),
    ).toEqual(['https://eth.merkle.io'])
  })
})
