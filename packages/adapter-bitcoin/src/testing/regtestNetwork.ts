import { defineNetwork } from '@latch/core'

/** Bitcoin regtest at a local Esplora URL, as the testkit's ledger will give it. */
export function regtestNetwork(esploraUrl: string) {
  return defineNetwork({
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    blockExplorers: { default: { name: 'Local', url: esploraUrl } },
    testnet: true,
    assets: { imageId: 'bitcoin' },
  })
}
