// Test-only: a client whose eip155 adapter gives each wallet its own account, with
// multi-wallet on or off in the local features (no remote configuration to override them).

import { connect } from '../actions/connect.js'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'

export async function twoWalletLatch(multiWallet: boolean) {
  const adapter = testAdapter('eip155', 'eip155:1')
  const accountOf = ({ connectorId }: { connectorId: string }) => ({
    connectorId,
    accounts: [{ address: `0x${connectorId}` }],
    network: 'eip155:1',
  })
  adapter.connect.mockImplementation(async (parameters) => accountOf(parameters))
  adapter.reconnect.mockImplementation(async (parameters) => accountOf(parameters))
  const storage = memoryBackend()
  const latch = createLatch({
    networks: [mainnet],
    adapters: [adapter],
    storage,
    features: { multiWallet },
  })
  await connect(latch, { connectorId: 'first' })
  latch.open()
  return { latch, adapter, storage }
}
