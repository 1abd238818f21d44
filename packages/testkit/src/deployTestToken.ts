import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { CompiledTestToken } from './compileTestToken.js'
import type { DevAccount } from './devAccounts.js'
import type { DevnetChain } from './devnetInfo.js'
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
  const client = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    // Local nodes mine each transaction at once: poll for the receipt without waiting.
    pollingInterval: 20,
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
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
