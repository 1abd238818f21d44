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
 * The first local chain with account abstraction (`DevnetInfo.accountAbstraction`: the testkit's
 * local chains always start it). Throws without one: a test of smart accounts never passes by
 * not running.
 */
export function testAccountAbstraction(devnet: DevnetInfo): TestAccountAbstraction {
  const { accountAbstraction } = devnet
  if (!accountAbstraction) throw new Error('the local chains run no account abstraction')
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
        smartSessions: {
          module: contracts.smartSessions.smartSessions,
          sessionValidator: contracts.smartSessions.sessionValidator,
          timeFramePolicy: contracts.smartSessions.timeFramePolicy,
          spendingLimitPolicy: contracts.smartSessions.spendingLimitPolicy,
        },
      },
    }
  }
  throw new Error('no local chain has account abstraction')
}

/** Gives `address` `ether` ETH on the local (hardhat) chain, without a transaction. */
export async function setTestBalance(rpcUrl: string, address: Address, ether: string) {
  await createPublicClient({ transport: http(rpcUrl) }).request({
    method: 'hardhat_setBalance' as never,
    params: [address, toHex(parseEther(ether))] as never,
  })
}
