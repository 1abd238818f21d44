import { readFileSync } from 'node:fs'
import type { DevnetInfo } from '@latch/testkit'
import { type Address, createPublicClient, http, parseEther, toHex } from 'viem'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'

/** One local chain with the ERC-4337 contracts and a bundler, as the tests use it. */
export type TestAccountAbstraction = {
  chainId: number
  rpcUrl: string
  paymasterSigner: Address
  accountImplementation: Address
  /** The server's `smartAccounts` entry of this chain. */
  settings: SmartAccountChain
}

type DevnetAccountAbstraction = {
  entryPoint: Address
  paymasterSigner: Address
  chains: Record<
    number,
    {
      bundlerUrl: string
      accountImplementation: Address
      accountFactory: Address
      paymaster: Address
    }
  >
}

/**
 * The first local chain with account abstraction: the testkit's (`DevnetInfo.accountAbstraction`,
 * started with the local chains), else the one `LATCH_TEST_ACCOUNT_ABSTRACTION` names (a JSON
 * file: `{ rpcUrl, chainId, entryPoint, paymasterSigner, accountImplementation, accountFactory,
 * paymaster, bundlerUrl }`, for a devnet started by hand); `undefined` when there is none, and
 * the tests that need one are skipped.
 */
export function testAccountAbstraction(devnet: DevnetInfo): TestAccountAbstraction | undefined {
  const fromKit = (devnet as DevnetInfo & { accountAbstraction?: DevnetAccountAbstraction })
    .accountAbstraction
  if (fromKit) {
    for (const chain of devnet.chains) {
      const contracts = fromKit.chains[chain.id]
      if (!contracts) continue
      return {
        chainId: chain.id,
        rpcUrl: chain.rpcUrl,
        paymasterSigner: fromKit.paymasterSigner,
        accountImplementation: contracts.accountImplementation,
        settings: {
          bundlerUrl: contracts.bundlerUrl,
          entryPoint: fromKit.entryPoint,
          accountFactory: contracts.accountFactory,
          paymaster: contracts.paymaster,
        },
      }
    }
  }
  const file = process.env.LATCH_TEST_ACCOUNT_ABSTRACTION
  if (!file) return undefined
  const info = JSON.parse(readFileSync(file, 'utf8')) as {
    rpcUrl: string
    chainId: number
    entryPoint: Address
    paymasterSigner: Address
    accountImplementation: Address
    accountFactory: Address
    paymaster: Address
    bundlerUrl: string
  }
  return {
    chainId: info.chainId,
    rpcUrl: info.rpcUrl,
    paymasterSigner: info.paymasterSigner,
    accountImplementation: info.accountImplementation,
    settings: {
      bundlerUrl: info.bundlerUrl,
      entryPoint: info.entryPoint,
      accountFactory: info.accountFactory,
      paymaster: info.paymaster,
    },
  }
}

/** Gives `address` `ether` ETH on the local (hardhat) chain, without a transaction. */
export async function setTestBalance(rpcUrl: string, address: Address, ether: string) {
  await createPublicClient({ transport: http(rpcUrl) }).request({
    method: 'hardhat_setBalance' as never,
    params: [address, toHex(parseEther(ether))] as never,
  })
}
