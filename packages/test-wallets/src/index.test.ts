import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as api from './index.js'

it('exports', () => {
  // Every change to the public API shows up here in review.
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

// The wallets run in pages (installed by Playwright, or in a component test's DOM): nothing
// of Node, and the heavy signers only once a wallet signs.
it('behavior: the browser entry imports nothing but its own modules, viem and browser-safe Solana packages', () => {
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
  visit('index.ts')
  // @solana/kit signs with WebCrypto and ships a browser build; the wallet-standard packages
  // are the protocol's own types, constants and registration; @cosmjs/encoding (bech32, hex,
  // base64) is cosmjs' browser-safe encoding, and @keplr-wallet/types is imported for types
  // only.
  expect([...external].sort()).toEqual([
    '@cosmjs/encoding',
    '@keplr-wallet/types',
    '@solana/kit',
    '@solana/wallet-standard-features',
    '@wallet-standard/base',
    '@wallet-standard/features',
    '@wallet-standard/wallet',
    'viem',
    'viem/accounts',
  ])
  expect(visited.has('createTestWallet.ts')).toBe(true)
  expect(visited.has('createSolanaTestWallet.ts')).toBe(true)
  // The Bitcoin wallet loads bitcoinjs (its signer) with import() at its first signature.
  expect(visited.has('bitcoin/createBitcoinTestWallet.ts')).toBe(true)
  expect(visited.has('bitcoin/bitcoinWalletSigner.ts')).toBe(false)
  expect(readFileSync(join(srcDir, 'bitcoin/createBitcoinTestWallet.ts'), 'utf8')).toContain(
    "import('./bitcoinWalletSigner.js')",
  )
  // The Polkadot wallet loads @polkadot/keyring, util-crypto and types the same way.
  expect(visited.has('polkadot/createPolkadotTestWallet.ts')).toBe(true)
  expect(visited.has('polkadot/polkadotWalletSigner.ts')).toBe(false)
  expect(readFileSync(join(srcDir, 'polkadot/createPolkadotTestWallet.ts'), 'utf8')).toContain(
    "import('./polkadotWalletSigner.js')",
  )
  // The Cosmos wallet loads cosmjs' crypto, amino and protobuf types the same way.
  expect(visited.has('cosmos/createCosmosTestWallet.ts')).toBe(true)
  expect(visited.has('cosmos/cosmosWalletSigner.ts')).toBe(false)
  expect(readFileSync(join(srcDir, 'cosmos/createCosmosTestWallet.ts'), 'utf8')).toContain(
    "import('./cosmosWalletSigner.js')",
  )
})
