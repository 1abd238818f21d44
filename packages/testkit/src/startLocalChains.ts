import { devAccounts } from '@latch/test-wallets'
import {
  accountAbstractionDeployer,
  bundlerExecutor,
  devPaymasterSigner,
} from './accountAbstractionKeys.js'
import { type AltoBundler, type LaunchedAltoBundler, launchAltoBundler } from './altoBundler.js'
import { compileDevnetContracts } from './compileDevnetContracts.js'
import { compileSmartSessionContracts } from './compileSmartSessionContracts.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { deployDevnetContracts } from './deployDevnetContracts.js'
import { deployEntryPointV08 } from './deployEntryPointV08.js'
import { deploySmartSessions } from './deploySmartSessions.js'
import { describeDevnetContracts } from './describeDevnetContracts.js'
import type {
  DevnetAccountAbstraction,
  DevnetChain,
  DevnetCollectibles,
  DevnetDex,
  DevnetInfo,
  DevnetToken,
} from './devnetInfo.js'
import { entryPointV08Address } from './entryPointV08.js'
import { deployFarcasterIdRegistry } from './farcaster/farcasterIdRegistry.js'
import { assertPortFree, findFreePorts } from './freePort.js'
import { type HardhatNode, startHardhatNode } from './hardhatNode.js'
import { defaultCollectiblesBaseUri } from './testCollectibles.js'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

/** The two chains, in order: A matches core's `localhost` (`eip155:31337`), B is ours. */
export const localChainDefinitions = Object.freeze([
  Object.freeze({ id: 31337, name: 'Localhost' }),
  Object.freeze({ id: 31338, name: 'Latch Devnet B' }),
])

/** The ports the CLI (and so the demo) uses unless told otherwise. */
export const defaultDevnetPorts: readonly [number, number] = Object.freeze([8545, 8546]) as [
  number,
  number,
]

export type StartLocalChainsParameters = {
  /** Ports of chain A and chain B. Free ports are picked when omitted. */
  readonly ports?: readonly [number, number]
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host?: string
  /** How long each node may take to come up; generous for a busy two-core machine. */
  readonly readyTimeoutMs?: number
  /**
   * The collectibles' `tokenURI` base, `{chainId}` replaced by each chain's id;
   * {@link defaultCollectiblesBaseUri} (latch-server's default port) unless told otherwise.
   */
  readonly collectiblesBaseUri?: string
}

export type LocalChains = DevnetInfo & {
  readonly stablecoin: DevnetToken
  readonly dex: DevnetDex
  readonly collectibles: DevnetCollectibles
  readonly accountAbstraction: DevnetAccountAbstraction
  /** Ends both nodes and their bundlers; safe to call more than once. */
  stop(): Promise<void>
}

const freePortAttempts = 3
// What each chain's paymaster has at the EntryPoint to pay for the operations it signs.
const paymasterDeposit = 1000n * 10n ** 18n

/**
 * Runs `launched` on a free port; if alto lost the port to someone else before binding it, a
 * new one on another port (from `launch`, which keeps track of it for stopping).
 */
async function startBundler(
  launched: LaunchedAltoBundler,
  launch: () => LaunchedAltoBundler,
  rpcUrl: string,
  host: string,
  readyTimeoutMs: number,
): Promise<AltoBundler> {
  for (let attempt = 1, bundler = launched; ; attempt++, bundler = launch()) {
    const [port] = await findFreePorts(host, 1)
    if (port === undefined) throw new Error('no free port found')
    try {
      return await bundler.start({
        rpcUrl,
        entryPoint: entryPointV08Address,
        executorKey: bundlerExecutor.privateKey,
        host,
        port,
        readyTimeoutMs,
      })
    } catch (error) {
      if (attempt >= freePortAttempts) throw error
    }
  }
}

async function startNode(
  chainId: number,
  host: string,
  fixedPort: number | undefined,
  readyTimeoutMs: number,
): Promise<HardhatNode> {
  if (fixedPort !== undefined) {
    await assertPortFree(host, fixedPort)
    return startHardhatNode({ chainId, host, port: fixedPort, readyTimeoutMs })
  }
  // A port picked free can be taken by someone else before hardhat binds it: pick again.
  for (let attempt = 1; ; attempt++) {
    const [port] = await findFreePorts(host, 1)
    if (port === undefined) throw new Error('no free port found')
    try {
      return await startHardhatNode({ chainId, host, port, readyTimeoutMs })
    } catch (error) {
      if (attempt >= freePortAttempts) throw error
    }
  }
}

/**
 * Starts two real EVM nodes (`hardhat node`) on loopback, chain A (31337, "Localhost") and
 * chain B (31338, "Latch Devnet B"), with the same funded {@link devAccounts}, and deploys on
 * both the Latch Test Token (LTT), the Latch USD stablecoin (LUSD), Uniswap V2 with its
 * ETH/LTT, ETH/LUSD and LTT/LUSD pools, and the Latch Collectibles (an ERC-721); and for smart
 * accounts (ERC-4337) the EntryPoint v0.8 at its canonical address, the Latch account
 * implementation, its factory and a verifying paymaster, with an alto bundler per chain; and
 * on chain A the Farcaster ID registry stand-in at `farcasterDevIdRegistry`, where the
 * development custody key holds fid 1.
 * Resolves once both answer, everything is mined and both bundlers answer.
 *
 * @example
 * const devnet = await startLocalChains()
 * devnet.chains[0].rpcUrl // 'http://127.0.0.1:41234'
 * devnet.token.addresses[31337] // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 * devnet.dex.addresses[31337]?.router // UniswapV2Router02
 * devnet.accountAbstraction.chains[31337]?.bundlerUrl // 'http://127.0.0.1:41236'
 * await devnet.stop()
 */
export async function startLocalChains(
  parameters: StartLocalChainsParameters = {},
): Promise<LocalChains> {
  const {
    host = '127.0.0.1',
    ports,
    readyTimeoutMs = 30_000,
    collectiblesBaseUri = defaultCollectiblesBaseUri,
  } = parameters
  if (ports && ports[0] === ports[1]) throw new Error(`chains A and B need two ports, got ${ports}`)
  // Before anything starts: a router that does not match its pair is no dex.
  const uniswap = uniswapV2Artifacts()
  // The compiler loads while the nodes boot, and so does each chain's bundler.
  const compiling = compileDevnetContracts()
  const compilingSessions = compileSmartSessionContracts()
  // Awaited below; this only keeps an early failure from counting as unhandled meanwhile.
  compiling.catch(() => undefined)
  compilingSessions.catch(() => undefined)
  const bundlers: LaunchedAltoBundler[] = []
  let stopping = false
  const launch = () => {
    // A retry after a failure elsewhere would outlive `stop()`.
    if (stopping) throw new Error('the local chains are stopping')
    const bundler = launchAltoBundler()
    bundlers.push(bundler)
    return bundler
  }
  const launched = localChainDefinitions.map(launch)
  const started = await Promise.allSettled(
    localChainDefinitions.map((definition, index) =>
      startNode(definition.id, host, ports?.[index], readyTimeoutMs),
    ),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  // Every bundler launched, started or not.
  const stop = async () => {
    stopping = true
    await Promise.all([...bundlers, ...nodes].map((child) => child.stop()))
  }
  try {
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const chains: DevnetChain[] = localChainDefinitions.map((definition, index) => {
      const node = nodes[index]
      if (!node) throw new Error(`chain ${definition.id} did not start`)
      return { id: definition.id, name: definition.name, rpcUrl: node.rpcUrl }
    })
    const compiled = await compiling
    const deployer = devAccounts[0]
    if (!deployer) throw new Error('no dev account to deploy with')
    const holders = devAccounts.map((account) => account.address)
    const baseUriOf = (chain: DevnetChain) =>
      collectiblesBaseUri.replaceAll('{chainId}', String(chain.id))
    // Alto checks the EntryPoint when it starts: it starts as soon as the EntryPoint is there,
    // while everything else is deployed.
    const startSmartAccounts = async (chain: DevnetChain, index: number) => {
      await deployEntryPointV08({
        chain,
        deployer: accountAbstractionDeployer,
        fund: [bundlerExecutor.address],
      })
      const bundler = launched[index]
      if (!bundler) throw new Error(`no bundler launched for chain ${chain.id}`)
      const bundlerStart = startBundler(bundler, launch, chain.rpcUrl, host, readyTimeoutMs)
      // Awaited below; this only keeps an early failure from counting as unhandled meanwhile.
      bundlerStart.catch(() => undefined)
      const contracts = await deployAccountAbstraction({
        chain,
        compiled,
        deployer: accountAbstractionDeployer,
        paymasterSigner: devPaymasterSigner.address,
        paymasterDeposit,
      })
      // After the account contracts, by the same deployer: their addresses stay where they were.
      const smartSessions = await deploySmartSessions({
        chain,
        deployer: accountAbstractionDeployer,
        compiled: await compilingSessions,
      })
      const { bundlerUrl } = await bundlerStart
      return [chain.id, { bundlerUrl, ...contracts, smartSessions }] as const
    }
    const deploying = chains.map(async (chain) => ({
      chain,
      collectiblesBaseUri: baseUriOf(chain),
      contracts: await deployDevnetContracts({
        chain,
        compiled,
        uniswap,
        deployer,
        holders,
        collectiblesBaseUri: baseUriOf(chain),
      }),
    }))
    const starting = chains.map(startSmartAccounts)
    // Chain A stands in for Optimism in Sign In With Farcaster: its ID registry, from a key
    // of its own (so at a fixed address, whatever else is deployed).
    const [chainA] = chains
    const farcaster = chainA ? deployFarcasterIdRegistry(chainA) : Promise.resolve()
    // All settled before anything is stopped, so that nothing is left sending to a stopped node.
    const failure = (await Promise.allSettled([...deploying, ...starting, farcaster])).find(
      (result) => result.status === 'rejected',
    )
    if (failure) throw failure.reason
    const deployed = await Promise.all(deploying)
    const smartAccounts = await Promise.all(starting)
    return {
      chains,
      ...describeDevnetContracts(deployed, uniswap.pairInitCodeHash),
      accountAbstraction: {
        entryPoint: entryPointV08Address,
        entryPointVersion: '0.8',
        paymasterSigner: devPaymasterSigner.address,
        chains: Object.fromEntries(smartAccounts),
      },
      accounts: devAccounts,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
