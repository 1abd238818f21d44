// Test-only: a client with test adapters on eip155 (mainnet) and solana, for the connection
// actions' tests.
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'

/** A client with an eip155 and a solana test adapter (`evm`, `sol`), in memory storage. */
export function twoNamespaceLatch() {
  const evm = testAdapter('eip155', mainnet.caipNetworkId)
  const sol = testAdapter('solana', solana.caipNetworkId)
  const latch = createLatch({
    networks: [mainnet, solana],
    adapters: [evm, sol],
    storage: memoryBackend(),
  })
  return { latch, evm, sol }
}
