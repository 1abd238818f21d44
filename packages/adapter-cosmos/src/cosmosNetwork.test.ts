import { describe, expect, it } from 'vitest'
import { cosmosNetwork } from './cosmosNetwork.js'
import { cosmosNetworkOf, cosmosNetworks } from './networks.js'

const local = {
  chainId: 'latch-local-1',
  name: 'Local Cosmos',
  bech32Prefix: 'cosmos',
  denom: 'ustake',
  symbol: 'STAKE',
  decimals: 6,
  rpcUrl: 'http://127.0.0.1:26657',
}

describe('cosmosNetwork', () => {
  it('default: a local chain with the RPC URL as REST, coin type 118 and a gas price of 0.025', () => {
    expect(cosmosNetwork(local)).toMatchObject({
      caipNetworkId: 'cosmos:latch-local-1',
      chainNamespace: 'cosmos',
      nativeCurrency: { symbol: 'STAKE', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
      restUrl: 'http://127.0.0.1:26657',
      gasPrice: '0.025',
      coinType: 118,
      testnet: true,
      denoms: [{ denom: 'ustake', symbol: 'STAKE', decimals: 6 }],
    })
  })

  it('parameters: other denoms come after the native one, which they cannot replace', () => {
    const network = cosmosNetwork({
      ...local,
      denoms: [
        { denom: 'ustake', symbol: 'FAKE', decimals: 0 },
        { denom: 'uusdc', symbol: 'USDC', decimals: 6 },
      ],
    })
    expect(network.denoms.map((denom) => denom.symbol)).toEqual(['STAKE', 'USDC'])
  })

  it('behavior: a chain id, prefix or gas price of the wrong shape is refused', () => {
    expect(() => cosmosNetwork({ ...local, chainId: 'a:b' })).toThrowError(TypeError)
    expect(() => cosmosNetwork({ ...local, bech32Prefix: 'Cosmos' })).toThrowError(TypeError)
    expect(() => cosmosNetwork({ ...local, gasPrice: '1e-3' })).toThrowError(TypeError)
  })
})

describe('cosmosNetworks', () => {
  it('default: Cosmos Hub, Osmosis and Osmosis testnet with their prefixes and fee denoms', () => {
    expect(
      cosmosNetworks.map(({ caipNetworkId, bech32Prefix, denom, nativeCurrency }) => [
        caipNetworkId,
        bech32Prefix,
        denom,
        nativeCurrency.decimals,
      ]),
    ).toEqual([
      ['cosmos:cosmoshub-4', 'cosmos', 'uatom', 6],
      ['cosmos:osmosis-1', 'osmo', 'uosmo', 6],
      ['cosmos:osmo-test-5', 'osmo', 'uosmo', 6],
    ])
  })

  it('behavior: core’s Cosmos Hub is known by its id; a network of its own is itself', async () => {
    const { cosmosHub } = await import('@latch/core/networks')
    expect(cosmosNetworkOf(cosmosHub)?.bech32Prefix).toBe('cosmos')
    const network = cosmosNetwork(local)
    expect(cosmosNetworkOf(network)).toBe(network)
    expect(
      cosmosNetworkOf({ ...network, caipNetworkId: 'cosmos:x', bech32Prefix: undefined } as never),
    ).toBeUndefined()
  })
})
