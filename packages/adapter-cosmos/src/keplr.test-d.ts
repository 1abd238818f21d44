import type {
  ChainInfo,
  Keplr as KeplrApi,
  KeplrSignOptions as SignOptionsApi,
} from '@keplr-wallet/types'
import { describe, expectTypeOf, it } from 'vitest'
import type { Keplr, KeplrChainInfo, KeplrSignOptions } from './keplr.js'

// The adapter's own types of the Keplr API must take what Keplr's published types describe.
describe('Keplr types', () => {
  it('default: a Keplr chain info is what the published ChainInfo takes', () => {
    expectTypeOf<KeplrChainInfo>().toExtend<ChainInfo>()
  })

  it('default: the sign options are the published ones', () => {
    expectTypeOf<KeplrSignOptions>().toEqualTypeOf<SignOptionsApi>()
  })

  it('default: the published Keplr is a Keplr the adapter can use', () => {
    expectTypeOf<Pick<KeplrApi, 'enable' | 'getKey' | 'signArbitrary'>>().toExtend<
      Pick<Keplr, 'enable' | 'getKey'> & Required<Pick<Keplr, 'signArbitrary'>>
    >()
  })
})
