import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // PGlite takes 3–4 s to start: each worker keeps one instance (the database package's
    // src/testing/testDatabase.ts) for all the files it runs, each file in a schema of its own.
    isolate: false,
    maxWorkers: 2,
    // A throwaway PostgreSQL server for the run: the relay across processes on one database.
    globalSetup: ['./src/testing/postgres.globalSetup.ts'],
    // The first test of a file also starts PGlite, seconds alone and far more on busy cores.
    hookTimeout: 60_000,
    // The WalletConnect SDK's ESM builds (what a site's bundler ships, and what the "module"
    // condition of these runs picks) default-import the CommonJS jsonrpc-ws-connection: run
    // through vitest, that import gets the class; loaded by Node alone, it gets the module
    // object and every relay connection fails with "… is not a constructor".
    server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
  }),
)
