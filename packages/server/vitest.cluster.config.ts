import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// The server as a site with real traffic runs it: several `latch-server` processes (the built
// command) on one PostgreSQL behind a round-robin proxy (src/testing/serverCluster.ts). The
// contract files that reach their server over HTTP alone run here again, with the cluster in
// place of the one in-process server (LATCH_TEST_CLUSTER, read by listenTestService), and the
// proofs of src/cluster/ kill processes mid-flow. `npm test` runs it after the main config.
// Not the Polkadot and Cosmos contracts: what they add over these is the chain's state, read
// the same by any process, for 70 s more of the suite.
export default defineConfig(
  sharedConfig({
    include: [
      'src/cluster/**/*.cluster.test.ts',
      'src/contract/{coreClients,siwx,siwxSolana}.contract.test.ts',
      'src/contract/blockchain{Bitcoin,Solana}.contract.test.ts',
    ],
    // Two processes: each request on the other one than the last. The proofs start three.
    env: { LATCH_TEST_CLUSTER: '2' },
    outputFile: { json: '.reports/vitest.cluster.json' },
    isolate: false,
    maxWorkers: 2,
    globalSetup: [
      '../testkit/src/localChains.globalSetup.ts',
      './src/testing/postgres.globalSetup.ts',
    ],
    hookTimeout: 60_000,
    // As the relay's own runs of sign-client (packages/relay/vitest.config.ts says why).
    server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
  }),
)
