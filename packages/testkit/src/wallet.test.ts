import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as api from './wallet.js'

it('exports', () => {
  // Every change to the public API shows up here in review.
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('behavior: the browser entry imports nothing but its own modules, the test wallets, viem and browser-safe packages', () => {
  const srcDir = dirname(fileURLToPath(import.meta.url))
  const visited = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string) => {
    if (visited.has(file)) return
    visited.add(file)
    const source = readFileSync(join(srcDir, file), 'utf8')
    for (const [, specifier] of source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
      if (!specifier) continue
      if (specifier.startsWith('.')) {
        visit(join(dirname(file), specifier).replace(/\.js$/, '.ts'))
      } else external.add(specifier)
    }
  }
  visit('wallet.ts')
  // The wallets are @latch/test-wallets' (browser-safe, tested there); sign-client (the mobile
  // wallet's side of WalletConnect) ships a browser build and is loaded with import() when
  // used; @keplr-wallet/types is imported for types only.
  expect([...external].sort()).toEqual([
    '@keplr-wallet/types',
    '@latch/test-wallets',
    '@latch/test-wallets/internal',
    '@solana/kit',
    '@solana/wallet-standard-features',
    '@wallet-standard/base',
    '@walletconnect/sign-client',
    'viem',
    'viem/accounts',
  ])
  expect(visited.has('localSolanaRuntime.ts')).toBe(false)
})
