import { expect, it } from 'vitest'
import { devnetNetwork } from './devnetNetwork.js'

it('default: a local chain as an eip155 network with its RPC URL', () => {
  expect(
    devnetNetwork({ id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:8546' }),
  ).toEqual({
    id: 31338,
    name: 'Latch Devnet B',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
    assets: { imageId: '' },
  })
})
