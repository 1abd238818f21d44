import type { DevAccount } from '@latch/test-wallets'
import { requestJsonRpc } from '@latch/test-wallets/internal'
import { encodeFunctionData, type Hex } from 'viem'
import {
  type CompiledSmartSessionContracts,
  compileSmartSessionContracts,
} from './compileSmartSessionContracts.js'
import type { DevnetChain, DevnetSmartSessions } from './devnetInfo.js'
import { devnetSender } from './devnetSender.js'
import {
  moduleRegistryAddress,
  smartSessionsAddress,
  smartSessionsRuntimeCode,
} from './smartSessionsRuntimeCode.js'

/** What {@link deploySmartSessions} needs. */
export type DeploySmartSessionsParameters = {
  readonly chain: DevnetChain
  /** Deploys the validator, the policies and the registry, and vouches for them in the registry. */
  readonly deployer: DevAccount
  /** Compiled already (the compiler is cached either way). */
  readonly compiled?: CompiledSmartSessionContracts
}

/**
 * Puts Rhinestone's SmartSessions runtime code (from `@rhinestone/modulekit`) at its address with
 * `hardhat_setCode`, deploys from `deployer` the session validator and the two policies, and the
 * module registry, whose code goes to Rhinestone's registry address (`hardhat_setCode` again; its
 * storage there keeps earlier attestations), where the deployer vouches for the three modules.
 * SmartSessions has no constructor state, so its code alone is the whole module.
 *
 * @example
 * const sessions = await deploySmartSessions({ chain: devnet.chains[0], deployer: accountAbstractionDeployer })
 * sessions.smartSessions // '0x0000000071727De22e5E9D8bAF0EDAc6F37da034'
 */
export async function deploySmartSessions(
  parameters: DeploySmartSessionsParameters,
): Promise<DevnetSmartSessions> {
  const { chain, deployer } = parameters
  const [compiled, runtimeCode] = await Promise.all([
    parameters.compiled ?? compileSmartSessionContracts(),
    smartSessionsRuntimeCode(),
  ])
  await requestJsonRpc(chain.rpcUrl, 'hardhat_setCode', [smartSessionsAddress, runtimeCode])
  const { send, deploy } = await devnetSender(chain, deployer)
  const sessionValidator = await deploy(
    'the session key validator',
    compiled.sessionKeyValidator,
    [],
  )
  const timeFramePolicy = await deploy('the time-frame policy', compiled.timeFramePolicy, [])
  const spendingLimitPolicy = await deploy(
    'the spending-limit policy',
    compiled.spendingLimitPolicy,
    [],
  )
  // Deployed where its constructor runs, then its code (the attester built in) copied over.
  const registry = await deploy('the module registry', compiled.moduleRegistry, [deployer.address])
  const registryCode = (await requestJsonRpc(chain.rpcUrl, 'eth_getCode', [
    registry,
    'latest',
  ])) as Hex
  await requestJsonRpc(chain.rpcUrl, 'hardhat_setCode', [moduleRegistryAddress, registryCode])
  for (const module of [sessionValidator, timeFramePolicy, spendingLimitPolicy]) {
    await send(`attesting ${module} in the module registry`, {
      to: moduleRegistryAddress,
      data: encodeFunctionData({
        abi: compiled.moduleRegistry.abi,
        functionName: 'attest',
        args: [module],
      }),
    })
  }
  return {
    smartSessions: smartSessionsAddress,
    sessionValidator,
    timeFramePolicy,
    spendingLimitPolicy,
    moduleRegistry: moduleRegistryAddress,
  }
}
