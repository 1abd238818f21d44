// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { registerBitcoinTestWallet } from './registerBitcoinTestWallet.js'

type Registrar = { register(...wallets: Wallet[]): () => void }

it('behavior: registers with an app already listening, and again with an app that loads later', () => {
  const wallet = createBitcoinTestWallet({
    accounts: bitcoinDevAccounts,
    chains: { 'bitcoin:regtest': 'http://127.0.0.1:3002' },
  })
  const early: Wallet[] = []
  const listen = (event: Event) =>
    (event as CustomEvent<(api: Registrar) => void>).detail({
      register: (...wallets) => {
        early.push(...wallets)
        return () => {}
      },
    })
  window.addEventListener('wallet-standard:register-wallet', listen)
  registerBitcoinTestWallet(wallet)
  window.removeEventListener('wallet-standard:register-wallet', listen)
  expect(early).toEqual([wallet])

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
