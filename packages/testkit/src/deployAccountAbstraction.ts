import type { DevAccount } from '@latch/test-wallets'
import { type Address, encodeFunctionData } from 'viem'
import type { CompiledDevnetContracts } from './compileDevnetContracts.js'
import type { DevnetChain } from './devnetInfo.js'
import { devnetSender } from './devnetSender.js'
import { entryPointV08Address } from './entryPointV08.js'

/** What {@link deployAccountAbstraction} needs. */
export type DeployAccountAbstractionParameters = {
  readonly chain: DevnetChain
  readonly compiled: Pick<CompiledDevnetContracts, 'account' | 'accountFactory' | 'paymaster'>
  /** Sends every transaction in a fixed order (fixed addresses); the paymaster's withdrawer. */
  readonly deployer: DevAccount
  /** Whose signature the paymaster requires before it pays. */
  readonly paymasterSigner: Address
  /** What the paymaster gets at the EntryPoint to pay with, in wei. */
  readonly paymasterDeposit: bigint
}

/** Where {@link deployAccountAbstraction} put the smart-account contracts on one chain. */
export type AccountAbstractionContracts = {
  readonly accountImplementation: Address
  readonly accountFactory: Address
  readonly paymaster: Address
}

/**
 * Deploys, from the deployer and in this order (its nonces after the EntryPoint's, hence fixed
 * addresses): the LatchAccount implementation, its factory, the paymaster; then pays the
 * paymaster's deposit at the EntryPoint. The EntryPoint v0.8 must be there already
 * (`deployEntryPointV08`).
 */
export async function deployAccountAbstraction(
  parameters: DeployAccountAbstractionParameters,
): Promise<AccountAbstractionContracts> {
  const { chain, compiled, deployer, paymasterSigner, paymasterDeposit } = parameters
  const { send, deploy } = await devnetSender(chain, deployer)
  const accountImplementation = await deploy('the LatchAccount implementation', compiled.account, [
    entryPointV08Address,
  ])
  const accountFactory = await deploy('LatchAccountFactory', compiled.accountFactory, [
    accountImplementation,
  ])
  const paymaster = await deploy('LatchPaymaster', compiled.paymaster, [
    entryPointV08Address,
    paymasterSigner,
    deployer.address,
  ])
  await send("paying the paymaster's deposit", {
    to: paymaster,
    data: encodeFunctionData({ abi: compiled.paymaster.abi, functionName: 'deposit' }),
    value: paymasterDeposit,
  })
  return { accountImplementation, accountFactory, paymaster }
}
