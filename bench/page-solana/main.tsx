// The page of a Solana site: the Solana adapter alone. Unlike the EVM pages, whose wallets
// announce themselves (EIP-6963) as the page loads, this adapter finds its wallets through
// the Wallet Standard's registry in a discovery chunk loaded on `preload()`: this page times a
// first wallet that waits for that chunk.
import { solanaAdapter } from '@latch/adapter-solana'
import { createLatch } from '@latch/core'
import { solana } from '@latch/core/networks'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ networks: [solana], adapters: [solanaAdapter()] })

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <ConnectButton />
  </LatchProvider>,
)
