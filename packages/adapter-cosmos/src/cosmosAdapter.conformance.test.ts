import { describeAdapterConformance } from '@latch/core/conformance'
import { localOsmosisSpec, startLocalCosmos } from '@latch/testkit'
import {
  type CosmosTestWallet,
  createCosmosTestWallet,
  injectCosmosTestWallet,
  keplrChainInfoOf,
} from '@latch/testkit/wallet'
import { afterAll, inject } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { injectionTarget, localCosmosNetwork } from './testing/localCosmosNetwork.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'

// Against the local Cosmos chain of @latch/testkit (latch-local-1, which checks every
// signature, sequence and fee as an SDK 0.50 node does) and the Latch Cosmos Test Wallet,
// injected as Keplr injects itself. The second chain (latch-osmo-1, `osmo` addresses) runs in
// this file's process; the wallet does not know it, so switching to it has the adapter suggest
// it first (`experimentalSuggestChain`). Dev account 0 sends to dev account 2; the chain tests
// use others, so that the two files never share a sender or a receiver.
const chain = inject('cosmosLocal')
const osmosis = await startLocalCosmos({ chain: localOsmosisSpec })
afterAll(() => osmosis.stop())

const network = localCosmosNetwork(chain)
const otherNetwork = localCosmosNetwork(osmosis)
const [sender, , receiver] = chain.accounts
if (!sender || !receiver) throw new Error('dev accounts missing')

describeAdapterConformance({
  name: 'cosmos (adapter-cosmos, local chain latch-local-1, Latch Cosmos Test Wallet)',
  async setup() {
    const wallet: CosmosTestWallet = createCosmosTestWallet({
      accounts: [sender],
      chains: [keplrChainInfoOf(chain)],
    })
    const target = injectionTarget()
    injectCosmosTestWallet(wallet, target)
    return {
      adapter: cosmosAdapter({ injected: target, defaultNetwork: network }),
      connectorId: 'keplr',
      network,
      otherNetwork,
      recipient: receiver.address,
      amount: 1_000n,
      token: { address: 'ulatch', amount: 2_000n },
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifyCosmosSignature(parameters),
    }
  },
})
