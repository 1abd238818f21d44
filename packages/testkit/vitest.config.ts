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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  }),
)
