import type { DevnetInfo } from '@latch/testkit'
import { type Address, createPublicClient, http, parseEther, toHex } from 'viem'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'

/** One local chain with the ERC-4337 contracts and a bundler, as the tests use it. */
export type TestAccountAbstraction = {
  chainId: number
  rpcUrl: string
  paymasterSigner: Address
  /** The server's `smartAccounts` entry of this chain. */
  settings: SmartAccountChain
}

/**
 * The first local chain with account abstraction (`DevnetInfo.accountAbstraction`, started with
 * the testkit's local chains); `undefined` without one, and the tests that need it are skipped.
 */
export function testAccountAbstraction(devnet: DevnetInfo): TestAccountAbstraction | undefined {
  const { accountAbstraction } = devnet
  if (!accountAbstraction) return undefined
  for (const chain of devnet.chains) {
    const contracts = accountAbstraction.chains[chain.id]
    if (!contracts) continue
    return {
      chainId: chain.id,
      rpcUrl: chain.rpcUrl,
      paymasterSigner: accountAbstraction.paymasterSigner,
      settings: {
        bundlerUrl: contracts.bundlerUrl,
        entryPoint: accountAbstraction.entryPoint,
        accountFactory: contracts.accountFactory,
        paymaster: contracts.paymaster,
      },
    }
  }
  return undefined
}

/** Gives `address` `ether` ETH on the local (hardhat) chain, without a transaction. */
export async function setTestBalance(rpcUrl: string, address: Address, ether: string) {
  await createPublicClient({ transport: http(rpcUrl) }).request({
    method: 'hardhat_setBalance' as never,
    params: [address, toHex(parseEther(ether))] as never,
  })
}
