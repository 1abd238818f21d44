// @vitest-environment happy-dom

import {
  bitcoinDevAccounts,
  createBitcoinTestWallet,
  registerBitcoinTestWallet,
} from '@latch/test-wallets'
import { expect, it } from 'vitest'
import { walletsFoundByApps } from '../testing/walletStandardApps.js'

it('behavior: registers with an app already listening, and again with an app that loads later', () => {
  const wallet = createBitcoinTestWallet({
    accounts: bitcoinDevAccounts,
    chains: { 'bitcoin:regtest': 'http://127.0.0.1:3002' },
  })
  expect(walletsFoundByApps(() => registerBitcoinTestWallet(wallet))).toEqual({
    early: [wallet],
    late: [wallet],
  })
})
