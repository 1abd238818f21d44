import { describe, expect, it } from 'vitest'
import {
  resolveActiveNetwork,
  UNSUPPORTED_NETWORK_NAME,
  unsupportedNetwork,
} from './activeNetwork.js'
import { arbitrum, mainnet, optimism } from './evmNetworks.js'
import { solana } from './otherNetworks.js'

describe('unsupportedNetwork', () => {
  it('default: a numeric eip155 id and the unknown name', () => {
    const network = unsupportedNetwork('eip155:99999')
    expect(network).toMatchObject({
      id: 99999,
      name: UNSUPPORTED_NETWORK_NAME,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:99999',
    })
    expect(network?.rpcUrls.default.http).toEqual([])
  })
  it('behavior: other namespaces keep the reference as a string', () => {
    expect(unsupportedNetwork('solana:abc')?.id).toBe('abc')
  })
  it('behavior: no stand-in for a namespace Latch does not cover', () => {
    expect(unsupportedNetwork('near:mainnet')).toBeUndefined()
    expect(unsupportedNetwork('starknet:SN_MAIN')).toBeUndefined()
  })
  it('behavior: an id that is not CAIP-2 throws', () => {
    // @ts-expect-error: not a CAIP-2 id, as a plain-JavaScript caller could pass
    expect(() => unsupportedNetwork('eip155')).toThrow('Invalid CAIP-2 network id')
  })
})

describe('resolveActiveNetwork', () => {
  const base = { requested: [mainnet, optimism], supportedNamespaces: ['eip155'] as const }
  it('behavior: a stored configured network is used', () => {
    expect(resolveActiveNetwork({ ...base, stored: 'eip155:10' })).toBe(optimism)
  })
  it('behavior: a stored unconfigured network on a supported namespace becomes unsupported', () => {
    expect(resolveActiveNetwork({ ...base, stored: 'eip155:42161' })).toEqual(
      unsupportedNetwork('eip155:42161'),
    )
  })
  it('behavior: a stored network on an unsupported namespace falls back to the default', () => {
    expect(
      resolveActiveNetwork({ ...base, stored: solana.caipNetworkId, defaultNetwork: arbitrum }),
    ).toBe(arbitrum)
  })
  it('behavior: a stored network on a namespace Latch does not cover falls back too', () => {
    expect(
      resolveActiveNetwork({ ...base, stored: 'near:mainnet', defaultNetwork: arbitrum }),
    ).toBe(arbitrum)
  })
  it('behavior: nothing stored: the default, else the first configured', () => {
    expect(resolveActiveNetwork({ ...base, stored: undefined, defaultNetwork: arbitrum })).toBe(
      arbitrum,
    )
    expect(resolveActiveNetwork({ ...base, stored: undefined })).toBe(mainnet)
  })
  it('behavior: nothing configured and nothing stored gives no network', () => {
    expect(
      resolveActiveNetwork({ requested: [], supportedNamespaces: [], stored: undefined }),
    ).toBeUndefined()
  })
})
