import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig({
  ...sharedConfig({
    // latch-server and its relay, once for the run (its database takes seconds to start), and
    // the local chains the test mobile wallet signs for and sends to.
    globalSetup: [
      './src/testing/relay.globalSetup.ts',
      '../testkit/src/localChains.globalSetup.ts',
      '../testkit/src/localSolana.globalSetup.ts',
    ],
    hookTimeout: 60_000,
    // The SDK's ESM builds default-import the CommonJS jsonrpc-ws-connection: through vitest
    // that import gets the class, loaded by Node alone the module object (packages/relay's
    // vitest.config.ts tells the whole story).
    server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
  }),
  // Vitest loads global setup files in an environment of its own, which the shared config's
  // `@latch/source` condition does not reach: without it, @latch/server resolves to a `dist`
  // that only a build makes.
  environments: {
    __vitest__: { resolve: { conditions: ['@latch/source', ...defaultServerConditions] } },
  },
})
