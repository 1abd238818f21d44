import { evmAdapter } from '@latch/adapter-evm'
import { createLatch } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()] })

function App() {
  return (
    <LatchProvider client={latch}>
      <main>
        <h1>My dapp</h1>
        <ConnectButton />
      </main>
    </LatchProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
