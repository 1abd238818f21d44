import { bitcoinTestnet } from '@latch/core/networks'
import { describeAdapterConformance } from '@latch/core/testing'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'
import { startFakeEsplora } from './testing/fakeEsplora.js'
import { regtestNetwork } from './testing/regtestNetwork.js'

// Until @latch/testkit's local Bitcoin ledger and "Latch Bitcoin Test Wallet" exist, the suite
// runs against this package's fake wallet (real keys, real PSBT and BIP-322 signatures) and a
// fake Esplora that moves the outputs of a transaction it accepts, as a regtest ledger would. When
// the testkit lands: inject its ledger info (Esplora URL, funded accounts), register its test
// wallet, use its regtest network, and drop the ledger emulation below, so that transfers are
// verified and mined by the ledger itself.
const txid = 'c'.repeat(64)

describeAdapterConformance({
  name: 'bip122 (adapter-bitcoin, fake Esplora, fake Wallet Standard wallet)',
  async setup() {
    const esplora = await startFakeEsplora()
    const fake = fakeBitcoinWallet()
    const payment = fake.addressOf('regtest', 'payment')
    const recipient = fake.addressOf('regtest', 'ordinal')
    esplora.state.utxos.set(payment, [{ txid, vout: 0, value: 1_000_000 }])
    return {
      adapter: bitcoinAdapter({ wallets: walletRegistry(fake.wallet), injected: {} }),
      connectorId: fake.wallet.name,
      network: regtestNetwork(esplora.url),
      // The fake wallet has testnet accounts too; it cannot add networks, no Bitcoin wallet can.
      otherNetwork: bitcoinTestnet,
      recipient,
      amount: 50_000n,
      rejectNext: () => fake.rejectNext(),
      verifySignature: (parameters) => verifyBitcoinSignature(parameters),
    }
  },
})
