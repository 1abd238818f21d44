// @vitest-environment happy-dom

import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  solanaDevAccounts,
} from '@latch/test-wallets'
import { expect, it } from 'vitest'
import { walletsFoundByApps } from './testing/walletStandardApps.js'

it('behavior: registers with an app already listening, and again with an app that loads later', () => {
  const wallet = createSolanaTestWallet({
    secretKeys: [solanaDevAccounts[0]?.secretKey ?? ''],
    chains: { 'solana:devnet': 'http://127.0.0.1:8899' },
  })
  expect(walletsFoundByApps(() => registerSolanaTestWallet(wallet))).toEqual({
    early: [wallet],
    late: [wallet],
  })
})
