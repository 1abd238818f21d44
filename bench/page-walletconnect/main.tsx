// The page with every adapter of `page-every-adapter/` and WalletConnect: what WalletConnect
// adds before the first click (nothing is the aim: sign-client loads when it is chosen), and
// the time from choosing it to the QR code. The bench passes its relay in the query string
// (`?relay=ws://…/relay&project=…`), a latch-server it starts on loopback.
import { bitcoinAdapter } from '@latch/adapter-bitcoin'
import { cosmosAdapter } from '@latch/adapter-cosmos'
import { evmAdapter } from '@latch/adapter-evm'
import { polkadotAdapter } from '@latch/adapter-polkadot'
import { solanaAdapter } from '@latch/adapter-solana'
import { createLatch } from '@latch/core'
import { arbitrum, bitcoin, cosmosHub, mainnet, polkadot, solana } from '@latch/core/networks'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { walletConnect } from '@latch/walletconnect'
import { createRoot } from 'react-dom/client'

const query = new URLSearchParams(location.search)

const latch = createLatch({
  networks: [mainnet, arbitrum, solana, bitcoin, polkadot, cosmosHub],
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter(), polkadotAdapter(), cosmosAdapter()],
  walletConnect: walletConnect({
    metadata: { name: 'Latch bench', description: '', url: location.origin, icons: [] },
    relayUrl: query.get('relay') ?? undefined,
    projectId: query.get('project') ?? undefined,
  }),
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <ConnectButton />
  </LatchProvider>,
)
