import { describe, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { unsupportedNetwork } from './activeNetwork.js'
import { type CaipNetwork, defineNetwork, type RpcOnlyNetwork } from './caipNetwork.js'
import { mainnet } from './evmNetworks.js'
import { near, solana } from './otherNetworks.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.

const fields = {
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  assets: { imageId: 'ethereum' },
}

describe('CaipNetwork', () => {
  it("default: chainNamespace is Latch's five namespaces", () => {
    expectTypeOf<CaipNetwork['chainNamespace']>().toEqualTypeOf<ChainNamespace>()
    expectTypeOf<CaipNetwork['chainNamespace']>().toEqualTypeOf<
      'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'
    >()
  })

  it('behavior: a network literal of another namespace is a type error', () => {
    const network: CaipNetwork = {
      ...fields,
      id: 'mainnet',
      // @ts-expect-error: Latch has no near adapter
      chainNamespace: 'near',
      caipNetworkId: 'near:mainnet',
    }
    expectTypeOf(network.chainNamespace).toEqualTypeOf<ChainNamespace>()
  })

  it('behavior: catalogued networks are CaipNetworks, Near is not', () => {
    expectTypeOf(mainnet).toExtend<CaipNetwork>()
    expectTypeOf(solana).toExtend<CaipNetwork>()
    expectTypeOf(near).toEqualTypeOf<RpcOnlyNetwork>()
    expectTypeOf(near).not.toExtend<CaipNetwork>()
  })
})

describe('defineNetwork', () => {
  it('default: keeps the namespace and id as literals and derives the CAIP-2 id', () => {
    const local = defineNetwork({ ...fields, id: 31337, chainNamespace: 'eip155' })
    expectTypeOf(local.chainNamespace).toEqualTypeOf<'eip155'>()
    expectTypeOf(local.id).toEqualTypeOf<31337>()
    expectTypeOf(local.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
    expectTypeOf(local).toExtend<CaipNetwork>()
  })

  it('behavior: a namespace Latch does not cover is a type error', () => {
    defineNetwork({
      ...fields,
      id: 'mainnet',
      // @ts-expect-error: 'near' is not a ChainNamespace
      chainNamespace: 'near',
    })
    defineNetwork({
      ...fields,
      id: 1,
      // @ts-expect-error: namespaces are lower case (CAIP-2)
      chainNamespace: 'EIP155',
    })
  })
})

describe('unsupportedNetwork', () => {
  it('default: a CaipNetwork, or nothing for an id off the five namespaces', () => {
    expectTypeOf(unsupportedNetwork).parameter(0).toEqualTypeOf<CaipNetworkId>()
    expectTypeOf(unsupportedNetwork).returns.toEqualTypeOf<CaipNetwork | undefined>()
  })
})
