import type { DevAccount } from '@latch/test-wallets'
import { requestJsonRpc } from '@latch/test-wallets/internal'
import { type Address, concat, getAddress, toHex } from 'viem'
import type { DevnetChain } from './devnetInfo.js'
import { devnetSender } from './devnetSender.js'
import {
  deterministicDeployer,
  entryPointV08Address,
  entryPointV08Artifact,
  entryPointV08Salt,
} from './entryPointV08.js'

/** What {@link deployEntryPointV08} needs. */
export type DeployEntryPointV08Parameters = {
  readonly chain: DevnetChain
  /** Sends the deployment; funded here, so any key of the dev mnemonic does. */
  readonly deployer: DevAccount
  /** More keys to fund at the same time (the bundler's executor). */
  readonly fund?: readonly Address[]
}

// Enough for the deployments, the paymaster's deposit and years of bundles.
const startBalance = 10n ** 22n

/**
 * Readies a local hardhat chain for ERC-4337: funds the deployer (and `fund`) with
 * `hardhat_setBalance`, puts the deterministic deployer in place with `hardhat_setCode`, and
 * deploys the EntryPoint v0.8 through it, which lands at its canonical address
 * {@link entryPointV08Address}, as on public chains.
 *
 * @throws when the EntryPoint does not land at its canonical address (another artifact).
 */
export async function deployEntryPointV08(
  parameters: DeployEntryPointV08Parameters,
): Promise<void> {
  const { chain, deployer, fund = [] } = parameters
  await Promise.all([
    ...[deployer.address, ...fund].map((address) =>
      requestJsonRpc(chain.rpcUrl, 'hardhat_setBalance', [address, toHex(startBalance)]),
    ),
    requestJsonRpc(chain.rpcUrl, 'hardhat_setCode', [
      deterministicDeployer.address,
      deterministicDeployer.runtimeCode,
    ]),
  ])
  const { send } = await devnetSender(chain, deployer)
  await send('deploying the EntryPoint v0.8', {
    to: deterministicDeployer.address,
    data: concat([entryPointV08Salt, entryPointV08Artifact().bytecode]),
  })
  const code = await requestJsonRpc(chain.rpcUrl, 'eth_getCode', [entryPointV08Address, 'latest'])
  if (typeof code !== 'string' || code.length <= 2) {
    throw new Error(
      `the EntryPoint v0.8 is not at ${getAddress(entryPointV08Address)} on chain ${chain.id}: @account-abstraction/contracts' artifact is not the canonical build`,
    )
  }
}
