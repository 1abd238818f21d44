import { type CaipNetwork, defineNetwork } from '@latch/core'
import { mainnet, solana } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { FallbackTransportError } from './fallbackTransportError.js'
import { rpcUrlsFor } from './rpcUrlsFor.js'

const rpcService = { rpcHost: 'http://127.0.0.1:4400/', projectId: 'demo project' }
const serviceUrl = 'http://127.0.0.1:4400/v1/?chainId=eip155:1&projectId=demo%20project'

// A network the RPC service does not serve.
const devnet: CaipNetwork = defineNetwork({
  id: 31337,
  name: 'Dev',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] } },
  testnet: true,
  assets: { imageId: 'ethereum' },
})

describe('rpcUrlsFor', () => {
  it('default', () => {
    expect(rpcUrlsFor({ network: mainnet })).toEqual(['https://eth.merkle.io'])
  })

  it('parameters: custom URLs, then the RPC service, then the chain default', () => {
    expect(
      rpcUrlsFor({
        network: mainnet,
        customRpcUrls: ['https://a.example', 'https://b.example'],
        rpcService,
      }),
    ).toEqual(['https://a.example', 'https://b.example', serviceUrl, 'https://eth.merkle.io'])
  })

  it('parameters: the RPC service only for networks it serves', () => {
    expect(rpcUrlsFor({ network: devnet, rpcService })).toEqual([
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
    ])
    expect(rpcUrlsFor({ network: solana, rpcService })[0]).toContain(
      'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('behavior: duplicates keep their first place, also when spelled differently', () => {
    expect(
      rpcUrlsFor({
        network: devnet,
        customRpcUrls: [
          'http://127.0.0.1:8546/',
          'https://a.example',
          'HTTPS://A.example/',
          'http://127.0.0.1:8545',
        ],
      }),
    ).toEqual(['http://127.0.0.1:8546/', 'https://a.example', 'http://127.0.0.1:8545'])
  })

  it('behavior: refuses URLs a transport cannot use', () => {
    for (const url of ['wss://a.example', 'javascript:alert(1)', 'not a url', '']) {
      const run = () => rpcUrlsFor({ network: mainnet, customRpcUrls: [url] })
      expect(run, url).toThrow(FallbackTransportError)
      expect(run, url).toThrow('An RPC URL of eip155:1 is not an http or https URL')
    }
  })

  it('behavior: pure', () => {
    const customRpcUrls = ['https://a.example']
    const first = rpcUrlsFor({ network: mainnet, customRpcUrls, rpcService })
    first.push('https://mutated.example')
    expect(rpcUrlsFor({ network: mainnet, customRpcUrls, rpcService })).toEqual([
      'https://a.example',
      serviceUrl,
      'https://eth.merkle.io',
    ])
    expect(customRpcUrls).toEqual(['https://a.example'])
    expect(mainnet.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })
})
