import { expect, it } from 'vitest'
import { bitcoinRegtestNetwork } from './bitcoinRegtestNetwork.js'
import { regtestGenesisHash } from './regtestGenesis.js'

it('default: regtest as a bip122 network whose RPC URL is the Esplora URL', () => {
  const network = bitcoinRegtestNetwork('http://127.0.0.1:3002')
  expect(network).toEqual({
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    testnet: true,
    assets: { imageId: 'bitcoin' },
  })
  // CAIP-2 for bip122: the first 32 hex characters of the genesis block hash.
  expect(network.id).toBe(regtestGenesisHash.slice(0, 32))
})
