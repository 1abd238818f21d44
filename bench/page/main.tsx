// The page a site would write: one connect button, the EVM adapter, default features.
import { evmAdapter } from '@latch/adapter-evm'
import { createLatch } from '@latch/core'
import { arbitrum, mainnet } from '@latch/core/networks'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ networks: [mainnet, arbitrum], adapters: [evmAdapter()] })

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <ConnectButton />
  </LatchProvider>,
)
