import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // PGlite takes 3–4 s to start: each worker keeps one instance (src/testing/testDatabase.ts)
    // for all the files it runs, and every file works in a schema of its own.
    isolate: false,
    maxWorkers: 2,
    // The proofs that need several processes run in vitest.cluster.config.ts.
    exclude: [...configDefaults.exclude, '**/*.cluster.test.ts'],
    // Two real local chains (hardhat) for the whole run: the indexer and blockchain tests.
    globalSetup: [
      '../testkit/src/localChains.globalSetup.ts',
      // A PostgreSQL server too (the database package's): the atomic counters must hold under
      // real concurrency.
      './src/testing/postgres.globalSetup.ts',
      // And a Polkadot chain (chopsticks, 2–3 s, about 300 MB): balances, history, sign-in.
      './src/testing/localPolkadot.globalSetup.ts',
      // And a Cosmos chain (the testkit's CometBFT RPC over a real bank ledger, under 1 s).
      './src/testing/localCosmos.globalSetup.ts',
    ],
    // The shared 30 s hang detector (vitest.shared.ts): the first test of a file also starts
    // PGlite and migrates its schema, about 3 s alone, and took over 20 s while a second
    // full `npm test` ran on the same two cores.
    hookTimeout: 60_000,
  }),
)
