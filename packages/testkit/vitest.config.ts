import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // One pair of chains for every test file that injects `devnet`, one Solana cluster for
    // those that inject `solanaDevnet`, one Bitcoin ledger for those that inject `bitcoinRegtest`,
    // one Polkadot chain (`polkadotLocal`) and one Cosmos chain (`cosmosLocal`).
    globalSetup: [
      './src/localChains.globalSetup.ts',
      './src/localSolana.globalSetup.ts',
      './src/bitcoin/localBitcoin.globalSetup.ts',
      './src/polkadot/localPolkadot.globalSetup.ts',
      './src/cosmos/localCosmos.globalSetup.ts',
    ],
    // Real work on the chains and bundlers (a user operation estimated, bundled and mined): a
    // few seconds alone, but over 20 s while the other packages test on the same two cores.
    testTimeout: 60_000,
    // startLocalChains.test.ts starts chains, bundlers and contracts of its own in its hook.
    hookTimeout: 180_000,
    // Files share their worker's module graph (viem, the chains' SDKs): each file loading them
    // anew took a third of the package's time (131 s alone, 87 s so). The wallet-standard
    // tests count only the wallets their own call registers (testing/walletStandardApps.ts).
    isolate: false,
  }),
)
