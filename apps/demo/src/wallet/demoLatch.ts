import { evmAdapter } from '@latch/adapter-evm'
import { type ChainAdapter, createLatch, type LatchClient, mainnet, optimism } from '@latch/core'
import {
  announceTestWallet,
  createTestWallet,
  type DevnetInfo,
  devnetNetwork,
  type TestWallet,
} from '@latch/testkit/wallet'
import type { DemoServices } from './devnet.js'

export type DemoLatch = {
  latch: LatchClient
  evm: ChainAdapter | undefined
  /** The in-page test wallet, when the local chains run. */
  wallet: TestWallet | undefined
  devnet: DevnetInfo | undefined
  /** The local `latch-server`, when it runs. */
  services: DemoServices | undefined
}

/**
 * With the local chains: the EVM adapter, and the Latch Test Wallet announced on the page
 * (it knows chain A only, so switching to chain B goes through "add network"). Without them:
 * no adapter, and the machines run on their own.
 */
export function createDemoLatch(
  devnet: DevnetInfo | undefined,
  services: DemoServices | undefined,
): DemoLatch {
  // With the local services: remote features, analytics and the wallet registry.
  const remote = services
    ? {
        projectId: services.projectId,
        services: {
          configUrl: services.url,
          blockchainUrl: services.url,
          analyticsUrl: services.url,
        },
      }
    : {}
  if (!devnet) {
    return {
      latch: createLatch({ networks: [mainnet, optimism], ...remote }),
      evm: undefined,
      wallet: undefined,
      devnet,
      services,
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
  const latch = createLatch({
    networks: devnet.chains.map(devnetNetwork),
    adapters: [evm],
    ...remote,
  })
  return { latch, evm, wallet, devnet, services }
}
