// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'

const wallet = createSolanaTestWallet({
  secretKeys: [solanaDevAccounts[0]?.secretKey ?? ''],
  chains: { 'solana:devnet': 'http://127.0.0.1:8899' },
})

type Registrar = { register(...wallets: Wallet[]): () => void }

it('behavior: registers with an app already listening, and again with an app that loads later', () => {
  const early: Wallet[] = []
  const listen = (event: Event) =>
    (event as CustomEvent<(api: Registrar) => void>).detail({
      register: (...wallets) => {
        early.push(...wallets)
        return () => {}
      },
    })
  window.addEventListener('wallet-standard:register-wallet', listen)
  registerSolanaTestWallet(wallet)
  window.removeEventListener('wallet-standard:register-wallet', listen)
  expect(early).toEqual([wallet])

  // An app that starts later announces itself; the wallet answers by registering.
  const late: Wallet[] = []
  const appReady = new Event('wallet-standard:app-ready')
  Object.defineProperty(appReady, 'detail', {
    value: {
      register: (...wallets: Wallet[]) => {
        late.push(...wallets)
        return () => {}
      },
    } satisfies Registrar,
  })
  window.dispatchEvent(appReady)
  expect(late).toEqual([wallet])
})
