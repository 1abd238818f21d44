import { describe, expect, it } from 'vitest'
import { isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { getNetwork, getNetworksOfNamespace, networkCatalogue } from './catalogue.js'
import { rpcServiceNetworkIds } from './rpcUrl.js'

describe('networkCatalogue', () => {
  it('default: the networks of SPEC.md §7 plus Polkadot and Cosmos Hub', () => {
    const names = networkCatalogue.map((network) => network.name)
    for (const name of [
      'Ethereum',
      'Sepolia',
      'Holesky',
      'OP Mainnet',
      'Arbitrum One',
      'Polygon',
      'Celo',
      'Aurora',
      'BNB Smart Chain',
      'Avalanche',
      'ZKsync Era',
      'Gnosis',
      'Base',
      'Zora',
      'Solana',
      'Solana Testnet',
      'Solana Devnet',
      'Bitcoin',
      'Near',
      'Polkadot',
      'Cosmos Hub',
    ]) {
      expect(names).toContain(name)
    }
    expect(getNetwork('eip155:999')?.testnet).toBe(true)
  })

  it('behavior: every network of the RPC service is catalogued, but the legacy Solana id', () => {
    const missing = rpcServiceNetworkIds.filter((id) => !getNetwork(id))
    expect(missing).toEqual(['solana:4sgjmw1sunhzsxgspuhpqldx6wiyjntz'])
    expect(rpcServiceNetworkIds.length).toBeGreaterThanOrEqual(38)
  })

  it.each(networkCatalogue.map((network) => [network.caipNetworkId, network] as const))(
    'behavior: %s is consistent',
    (_, network) => {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
      expect(namespace).toBe(network.chainNamespace)
      expect(reference).toBe(String(network.id))
      expect(network.nativeCurrency.decimals).toBeGreaterThan(0)
      expect(network.nativeCurrency.symbol).toMatch(/^[A-Za-z]{2,6}$/)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) {
        const { protocol, hostname } = new URL(url)
        // Remote RPCs use TLS; plain http only on loopback.
        expect(protocol === 'https:' || (protocol === 'http:' && hostname === '127.0.0.1')).toBe(
          true,
        )
      }
      if (network.blockExplorers) expect(network.blockExplorers.default.url).toMatch(/^https:\/\//)
      expect(network.assets.imageId).toMatch(/^[a-z0-9-]+$/)
      expect(typeof network.testnet).toBe('boolean')
      if (network.chainNamespace === 'eip155') expect(Number.isSafeInteger(network.id)).toBe(true)
    },
  )

  it('behavior: CAIP-2 ids are unique', () => {
    const ids = networkCatalogue.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('behavior: networks named as test networks are flagged testnet', () => {
    for (const network of networkCatalogue) {
      if (/testnet|sepolia|holesky|devnet|fuji|amoy|goerli|bartio|localhost/i.test(network.name)) {
        expect(network.testnet, network.name).toBe(true)
      }
    }
  })
})

describe('getNetwork', () => {
  it('default', () => {
    expect(getNetwork('eip155:10')?.name).toBe('OP Mainnet')
    expect(getNetwork('eip155:123456789')).toBeUndefined()
  })
})

describe('getNetworksOfNamespace', () => {
  it('default', () => {
    expect(getNetworksOfNamespace('solana').map((network) => network.name)).toEqual([
      'Solana',
      'Solana Testnet',
      'Solana Devnet',
    ])
    expect(getNetworksOfNamespace('cosmos').map((network) => network.id)).toEqual(['cosmoshub-4'])
  })
})

describe('catalogue completeness', () => {
  it('behavior: every network module export is in the catalogue', async () => {
    const modules = [await import('./evmNetworks.js'), await import('./otherNetworks.js')]
    const exported = modules.flatMap((module) => Object.values(module))
    expect(exported.length).toBe(networkCatalogue.length)
    for (const network of exported) expect(networkCatalogue).toContain(network)
  })
})
