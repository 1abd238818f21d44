import { announceTestWallet, createTestWallet } from '@latch/testkit/wallet'
import type { Hex } from 'viem'

// Bundled as one classic script (testWalletScript.ts) and given to Playwright's
// `addInitScript`: it announces the EIP-6963 test wallet before the site's code runs, the way
// an extension's content script does, on every page of the context. Its settings come from
// the init script before it (`window.latchTestWallet`).

type Settings = { privateKey: Hex; chainId: number; rpcUrl: string }
const settings = (window as unknown as { latchTestWallet: Settings }).latchTestWallet

const wallet = createTestWallet({
  privateKey: settings.privateKey,
  chains: [{ id: settings.chainId, name: 'Ethereum', rpcUrl: settings.rpcUrl }],
  // The site's grant outlives a reload, as an extension's does.
  rememberSite: { storage: window.localStorage, key: 'latch-test-wallet:grant' },
})
announceTestWallet(wallet)
