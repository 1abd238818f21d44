import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork, RpcOnlyNetwork } from './caipNetwork.js'
import { getNetwork, getNetworksOfNamespace, networkCatalogue } from './catalogue.js'
import { getRpcUrls } from './rpcUrl.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.

describe('networkCatalogue', () => {
  it('default: Latch networks and RPC-only networks, told apart by namespace', () => {
    expectTypeOf(networkCatalogue).toEqualTypeOf<readonly (CaipNetwork | RpcOnlyNetwork)[]>()
    const network = networkCatalogue[0]
    if (network && network.chainNamespace !== 'near') {
      expectTypeOf(network).toEqualTypeOf<CaipNetwork>()
    }
  })
})

describe('getNetwork', () => {
  it('default: any catalogued network, by CAIP-2 id', () => {
    expectTypeOf(getNetwork('eip155:1')).toEqualTypeOf<CaipNetwork | RpcOnlyNetwork | undefined>()
  })
})

describe('getNetworksOfNamespace', () => {
  it('default: CaipNetworks of one of the five namespaces', () => {
    expectTypeOf(getNetworksOfNamespace).parameter(0).toEqualTypeOf<ChainNamespace>()
    expectTypeOf(getNetworksOfNamespace('solana')).toEqualTypeOf<CaipNetwork[]>()
    // @ts-expect-error: Near networks are RPC-only, not CaipNetworks
    getNetworksOfNamespace('near')
  })
})

describe('getRpcUrls', () => {
  it('default: routes RPC-only networks without widening CaipNetwork', () => {
    expectTypeOf(getRpcUrls).parameter(0).toEqualTypeOf<CaipNetwork | RpcOnlyNetwork>()
  })
})
