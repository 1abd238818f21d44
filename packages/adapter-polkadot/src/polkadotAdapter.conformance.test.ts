import { describeAdapterConformance } from '@latch/core/conformance'
import {
  createPolkadotTestWallet,
  injectPolkadotTestWallet,
  type PolkadotTestWallet,
  polkadotDevAccounts,
  polkadotTestWalletKey,
} from '@latch/testkit/wallet'
import { inject } from 'vitest'
import { kusama } from './networks.js'
import { polkadotAdapter } from './polkadotAdapter.js'
import { verifyPolkadotSignature } from './siwx/verifyPolkadotSignature.js'
import { localNetwork } from './testing/localNetwork.js'

// Against the local chain of @latch/testkit (Rococo Asset Hub's runtime in chopsticks, which
// checks every signature) and the Latch Polkadot Test Wallet, injected in `injectedWeb3` as an
// extension is, signing with the dev accounts the chain funded. Extensions are on no chain: the
// switch to Kusama and back is the adapter's own and reads nothing from Kusama.
const chain = inject('localPolkadot')
const network = localNetwork(chain)
const [sender, , receiver] = polkadotDevAccounts
if (!sender || !receiver) throw new Error('dev accounts missing')

describeAdapterConformance({
  name: 'polkadot (adapter-polkadot, local chopsticks chain, Latch Polkadot Test Wallet)',
  async setup() {
    const wallet: PolkadotTestWallet = createPolkadotTestWallet({ accounts: [sender] })
    const target = { injectedWeb3: {} }
    injectPolkadotTestWallet(wallet, target)
    return {
      adapter: polkadotAdapter({
        injected: target,
        // Chopsticks finalizes each block as it builds it.
        confirmationTimeoutMs: 20_000,
      }),
      connectorId: polkadotTestWalletKey,
      network,
      otherNetwork: kusama,
      recipient: receiver.address,
      // Above the existential deposit: the receiver may not exist yet.
      amount: 10n ** 10n,
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifyPolkadotSignature(parameters),
    }
  },
})
