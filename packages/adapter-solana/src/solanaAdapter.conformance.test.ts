import { describeAdapterConformance } from '@latch/core/conformance'
import { solanaTestnet } from '@latch/core/networks'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  type SolanaDevnetInfo,
  solanaDevnetNetwork,
} from '@latch/testkit/wallet'
import { inject, vi } from 'vitest'
import { verifySolanaSignature } from './siwx/verifySolanaSignature.js'
import { solanaAdapter } from './solanaAdapter.js'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetInfo
  }
}

const solana = inject('solanaDevnet')
const [payer, recipient] = solana.accounts as [
  (typeof solana.accounts)[0],
  (typeof solana.accounts)[0],
]

// The page's window, where wallet-standard wallets and apps meet (this file runs in Node).
vi.stubGlobal('window', new EventTarget())

// The wallet signs for devnet (the local litesvm cluster) and testnet, whose RPC it never
// needs here: the suite only switches to it.
const wallet = createSolanaTestWallet({
  secretKeys: [payer.secretKey],
  chains: {
    'solana:devnet': solana.rpcUrl,
    'solana:testnet': solanaTestnet.rpcUrls.default.http[0] as string,
  },
})
// Registered the way an extension registers, before any app listens: the adapter's
// `getWallets()` then asks for it with `wallet-standard:app-ready`.
registerSolanaTestWallet(wallet)

describeAdapterConformance({
  name: 'solana (adapter-solana, litesvm cluster, Latch Test Wallet)',
  async setup() {
    return {
      adapter: solanaAdapter({ tokens: [{ address: solana.token.mint, symbol: 'LTT' }] }),
      connectorId: 'Latch Test Wallet',
      network: solanaDevnetNetwork(solana),
      // Solana wallets cannot add clusters: the other network is one the wallet signs for.
      otherNetwork: solanaTestnet,
      recipient: recipient.address,
      amount: 10_000_000n,
      token: { address: solana.token.mint, amount: 25n * 10n ** 6n },
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifySolanaSignature(parameters),
    }
  },
})
