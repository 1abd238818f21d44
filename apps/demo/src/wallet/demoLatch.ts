import { evmAdapter } from '@latch/adapter-evm'
import { type ChainAdapter, createLatch, type LatchClient, mainnet, optimism } from '@latch/core'
import {
  announceTestWallet,
  createTestWallet,
  type DevnetInfo,
  devnetNetwork,
  type TestWallet,
} from '@latch/testkit/wallet'

export type DemoLatch = {
  latch: LatchClient
  evm: ChainAdapter | undefined
  /** The in-page test wallet, when the local chains run. */
  wallet: TestWallet | undefined
  devnet: DevnetInfo | undefined
}

/**
 * With the local chains: the EVM adapter, and the Latch Test Wallet announced on the page
 * (it knows chain A only, so switching to chain B goes through "add network"). Without them:
 * no adapter, and the machines run on their own.
 */
export function createDemoLatch(devnet: DevnetInfo | undefined): DemoLatch {
  if (!devnet) {
    return {
      latch: createLatch({ networks: [mainnet, optimism] }),
      evm: undefined,
      wallet: undefined,
      devnet,
    }
  }
  const [payer, second] = devnet.accounts
  const [chainA] = devnet.chains
  if (!payer || !chainA) throw new Error('devnet.json has no accounts or chains')
  const wallet = createTestWallet({
    privateKey: payer.privateKey,
    additionalPrivateKeys: second ? [second.privateKey] : [],
    chains: [chainA],
  })
  announceTestWallet(wallet)
  const evm = evmAdapter()
  const latch = createLatch({ networks: devnet.chains.map(devnetNetwork), adapters: [evm] })
  return { latch, evm, wallet, devnet }
}
