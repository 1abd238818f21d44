import { solanaDevAccounts } from '@latch/test-wallets'
import { expect, it } from 'vitest'
import { solanaDevnetNetwork } from './solanaDevnetNetwork.js'

it('default: the local cluster as the solana devnet network with its RPC URL', () => {
  expect(
    solanaDevnetNetwork({
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      walletChain: 'solana:devnet',
      rpcUrl: 'http://127.0.0.1:8899',
      token: { name: 'Latch Test Token', symbol: 'LTT', decimals: 6, mint: 'x' },
      accounts: solanaDevAccounts,
    }),
  ).toEqual({
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    testnet: true,
    assets: { imageId: 'solana' },
  })
})
