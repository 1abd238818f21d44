import { type Address, getAddress } from 'viem'
import type { CompiledTestToken } from './compileTestToken.js'
import type { DevAccount } from './devAccounts.js'
import type { DevnetChain } from './devnetInfo.js'
import { devnetWalletClient } from './devnetWalletClient.js'
import { testToken } from './testToken.js'

/** What {@link deployTestToken} needs: the chain, the contract, who deploys and who holds. */
export type DeployTestTokenParameters = {
  readonly chain: DevnetChain
  readonly compiled: CompiledTestToken
  readonly deployer: DevAccount
  readonly holders: readonly Address[]
}

/**
 * Deploys the test token with viem and mints {@link testToken}`.amountPerAccount` to each
 * holder; resolves with the contract's address once the deployment is mined.
 */
export async function deployTestToken(parameters: DeployTestTokenParameters): Promise<Address> {
  const { chain, compiled, deployer, holders } = parameters
  const client = devnetWalletClient(chain, deployer)
  const hash = await client.deployContract({
    abi: compiled.abi,
    bytecode: compiled.bytecode,
    args: [holders, testToken.amountPerAccount],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deploying ${testToken.symbol} on chain ${chain.id} failed (${hash})`)
  }
  return getAddress(receipt.contractAddress)
}
