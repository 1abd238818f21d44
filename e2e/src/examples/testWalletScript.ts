import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

const entry = join(dirname(fileURLToPath(import.meta.url)), 'injectTestWallet.entry.ts')

/**
 * The EIP-6963 test wallet as one classic script for `addInitScript`, and the settings script
 * that goes before it: a site's own page gets a browser wallet without any code of the site's
 * knowing about tests.
 */
export async function testWalletScripts(settings: {
  privateKey: string
  chainId: number
  rpcUrl: string
}): Promise<[settings: string, wallet: string]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      // An IIFE library is one file: its dynamic imports are inlined.
      lib: { entry, formats: ['iife'], name: 'latchTestWallet' },
    },
  })) as Rolldown.RolldownOutput[]
  const chunk = output[0]?.output.find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the test wallet did not bundle')
  return [`window.latchTestWallet = ${JSON.stringify(settings)}`, chunk.code]
}
