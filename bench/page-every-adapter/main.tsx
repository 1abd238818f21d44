// The page of a site that offers every namespace Latch has an adapter for, and shows only its
// connect button first: what an adapter adds before the first click shows up here.
import { bitcoinAdapter } from '@latch/adapter-bitcoin'
import { cosmosAdapter } from '@latch/adapter-cosmos'
import { evmAdapter } from '@latch/adapter-evm'
import { polkadotAdapter } from '@latch/adapter-polkadot'
import { solanaAdapter } from '@latch/adapter-solana'
import { type CaipNetwork, type ChainAdapter, createLatch } from '@latch/core'
import { arbitrum, bitcoin, cosmosHub, mainnet, polkadot, solana } from '@latch/core/networks'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'

// One entry per namespace adapter, with the networks a site would list for it: a new adapter
// joins the page here (and in bench/package.json).
const namespaces: readonly { adapter: ChainAdapter; networks: readonly CaipNetwork[] }[] = [
  { adapter: evmAdapter(), networks: [mainnet, arbitrum] },
  { adapter: solanaAdapter(), networks: [solana] },
  { adapter: bitcoinAdapter(), networks: [bitcoin] },
  { adapter: polkadotAdapter(), networks: [polkadot] },
  { adapter: cosmosAdapter(), networks: [cosmosHub] },
]

const latch = createLatch({
  networks: namespaces.flatMap(({ networks }) => networks),
  adapters: namespaces.map(({ adapter }) => adapter),
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <ConnectButton />
  </LatchProvider>,
)
