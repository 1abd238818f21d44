import type { Address } from 'viem'
import { compileTestToken } from './compileTestToken.js'
import { deployTestToken } from './deployTestToken.js'
import { devAccounts } from './devAccounts.js'
import type { DevnetChain, DevnetInfo } from './devnetInfo.js'
import { assertPortFree, findFreePorts } from './freePort.js'
import { type HardhatNode, startHardhatNode } from './hardhatNode.js'
import { testToken } from './testToken.js'

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
}

export type LocalChains = DevnetInfo & {
  /** Ends both nodes; safe to call more than once. */
  stop(): Promise<void>
}

const freePortAttempts = 3

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
 * chain B (31338, "Latch Devnet B"), with the same funded {@link devAccounts}, and deploys
 * the Latch Test Token (LTT) on both. Resolves once both answer and the token is mined.
 *
 * @example
 * const devnet = await startLocalChains()
 * devnet.chains[0].rpcUrl // 'http://127.0.0.1:41234'
 * devnet.token.addresses[31337] // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 * await devnet.stop()
 */
export async function startLocalChains(
  parameters: StartLocalChainsParameters = {},
): Promise<LocalChains> {
  const { host = '127.0.0.1', ports, readyTimeoutMs = 30_000 } = parameters
  if (ports && ports[0] === ports[1]) throw new Error(`chains A and B need two ports, got ${ports}`)
  // The compiler loads while the nodes boot.
  const compiling = compileTestToken()
  // Awaited below; this only keeps an early failure from counting as unhandled meanwhile.
  compiling.catch(() => undefined)
  const started = await Promise.allSettled(
    localChainDefinitions.map((definition, index) =>
      startNode(definition.id, host, ports?.[index], readyTimeoutMs),
    ),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
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
    const deployed = await Promise.all(
      chains.map((chain) => deployTestToken({ chain, compiled, deployer, holders })),
    )
    const addresses: Record<number, Address> = {}
    chains.forEach((chain, index) => {
      const address = deployed[index]
      if (address) addresses[chain.id] = address
    })
    return {
      chains,
      token: {
        name: testToken.name,
        symbol: testToken.symbol,
        decimals: testToken.decimals,
        addresses,
      },
      accounts: devAccounts,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
