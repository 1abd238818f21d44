import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CosmosDevAccount, CosmosLocalInfo, PolkadotDevAccount } from '@latch/testkit/wallet'
import { build, defaultClientConditions, type Rolldown } from 'vite'

const entry = join(dirname(fileURLToPath(import.meta.url)), 'makerWallets.entry.ts')

/**
 * The wallets' makers' page code (polkadot-js's and Keplr's, from npm) with the testkit's
 * backgrounds, as one classic script for `addInitScript`, and the settings script that goes
 * before it.
 */
export async function makerWalletScripts(settings: {
  polkadotAccounts: readonly PolkadotDevAccount[]
  cosmosAccounts: readonly CosmosDevAccount[]
  cosmosChain: CosmosLocalInfo
}): Promise<[settings: string, wallets: string]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // The workspace's sources, as its tests use them: no build of the testkit or the adapters
    // needed first.
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    // As the polkadot-js extension's build defines it (webpack's DefinePlugin): its page code
    // reads its message prefix from `process.env`.
    define: { 'process.env': JSON.stringify({ EXTENSION_PREFIX: 'polkadot-js' }) },
    build: {
      write: false,
      // An IIFE library is one file: its dynamic imports are inlined.
      lib: { entry, formats: ['iife'], name: 'latchMakerWallets' },
    },
  })) as Rolldown.RolldownOutput[]
  const chunk = output[0]?.output.find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the maker wallets did not bundle')
  return [`window.latchMakerWallets = ${JSON.stringify(settings)}`, chunk.code]
}
