import { describeAdapterConformance } from '@latch/core/conformance'
import type { DevnetChain, DevnetInfo } from '@latch/testkit'
import { announceTestWallet, createTestWallet, devnetNetwork } from '@latch/testkit/wallet'
import { verifyMessage } from 'viem'
import { inject } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

const devnet = inject('devnet')

const [chainA, chainB] = devnet.chains as [DevnetChain, DevnetChain]
const [payer, recipient] = devnet.accounts as [
  (typeof devnet.accounts)[0],
  (typeof devnet.accounts)[0],
]

describeAdapterConformance({
  name: 'eip155 (adapter-evm, hardhat, Latch Test Wallet)',
  async setup() {
    // The wallet knows chain A only: switching to B goes through wallet_addEthereumChain.
    const wallet = createTestWallet({ privateKey: payer.privateKey, chains: [chainA] })
    // The wallet announces itself the EIP-6963 way, as it does in a browser.
    const page = new EventTarget() as EventTarget & { ethereum?: unknown }
    announceTestWallet(wallet, { target: page })
    return {
      adapter: evmAdapter({ target: page }),
      connectorId: 'dev.latch.testwallet',
      network: devnetNetwork(chainA),
      otherNetwork: devnetNetwork(chainB),
      recipient: recipient.address,
      amount: 10n ** 15n,
      token: { address: devnet.token.addresses[chainA.id] as string, amount: 25n * 10n ** 18n },
      rejectNext: () => wallet.rejectNext(),
      verifySignature: ({ address, message, signature }) =>
        verifyMessage({
          address: address as `0x${string}`,
          message,
          signature: signature as `0x${string}`,
        }),
    }
  },
})
