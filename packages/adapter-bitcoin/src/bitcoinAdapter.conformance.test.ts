import { describeAdapterConformance } from '@latch/core/conformance'
import { bitcoinTestnet } from '@latch/core/networks'
import { bitcoinDevAccounts, createBitcoinTestWallet } from '@latch/testkit/wallet'
import { inject } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'
import { startFakeEsplora } from './testing/fakeEsplora.js'
import { regtestNetwork } from './testing/regtestNetwork.js'

// Against the local regtest ledger of @latch/testkit (it verifies every signature of a
// transaction before it takes it, and mines it) and the Latch Bitcoin Test Wallet, which signs
// PSBTs and BIP-322 messages with real keys. That wallet has the same keys' tb1 addresses on
// testnet too, so the network switch runs against it as well (regtest to testnet and back; the
// switch asks testnet's Esplora for nothing). The second suite runs everything against this
// package's fake wallet and a fake Esplora.
describeAdapterConformance({
  name: 'bip122 (adapter-bitcoin, local regtest ledger, Latch Bitcoin Test Wallet)',
  async setup() {
    const ledger = inject('bitcoinRegtest')
    const wallet = createBitcoinTestWallet({
      // Accounts 0 and 1 of the dev mnemonic; account 4 receives (nobody else uses it).
      accounts: ledger.accounts.slice(0, 2),
      chains: {
        [ledger.walletChain]: ledger.url,
        'bitcoin:testnet': bitcoinTestnet.rpcUrls.default.http[0] ?? '',
      },
    })
    return {
      adapter: bitcoinAdapter({
        wallets: { get: () => [wallet], on: () => () => {} },
        injected: {},
        confirmationPollMs: 50,
      }),
      connectorId: wallet.name,
      network: ledger.network,
      // Bitcoin wallets cannot add networks: the test wallet knows testnet already.
      otherNetwork: bitcoinTestnet,
      recipient: bitcoinDevAccounts[4]?.payment.address ?? '',
      amount: 50_000n,
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifyBitcoinSignature(parameters),
    }
  },
})

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
