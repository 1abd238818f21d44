import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '@latch/server'
import {
  type DevnetCollectibles,
  type DevnetInfo,
  devnetWalletClient,
  farcasterDevIdRegistry,
  type LocalChains,
  serveMobileWallet,
  startLocalBitcoin,
  startLocalChains,
  startLocalCosmosProcess,
  startLocalFarcasterRelay,
  startLocalPolkadotProcess,
  startLocalSolana,
} from '@latch/testkit'
import { type Plugin, preview } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    devnet: DevnetInfo
    servicesUrl: string
    /** The secure frame's origin (email and social login); its mailbox is `/dev/mailbox`. */
    frameUrl: string
    /** "Latch Test Mobile Wallet" on its own origin, paired through the services' relay. */
    mobileWalletUrl: string
  }
}

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'demo')

/**
 * Serves `/devnet.json` (the chains of this run) and `/services.json` (the services of this
 * run) ahead of the built demo's own files.
 */
function runtimeJson(files: Record<string, unknown>): Plugin {
  return {
    name: 'latch-runtime-json',
    configurePreviewServer(server) {
      for (const [path, value] of Object.entries(files)) {
        const body = JSON.stringify(value)
        server.middlewares.use(path, (_request, response) => {
          response.setHeader('content-type', 'application/json')
          response.setHeader('cache-control', 'no-store')
          response.end(body)
        })
      }
    },
  }
}

const setBaseUriAbi = [
  {
    type: 'function',
    name: 'setBaseURI',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'baseUri_', type: 'string' }],
    outputs: [],
  },
] as const

/**
 * Points the collectibles' tokenURI at `serviceUrl`'s metadata route on every chain, by their
 * owner (dev account 0): the chains start with latch-server's default port in it, and this
 * run's server listens on another.
 */
async function pointCollectiblesAt(
  chains: LocalChains,
  serviceUrl: string,
): Promise<DevnetCollectibles> {
  const owner = chains.accounts[0]
  if (!owner) throw new Error('the devnet has no dev account 0')
  const baseUris: Record<number, string> = {}
  for (const chain of chains.chains) {
    const address = chains.collectibles.addresses[chain.id]
    if (!address) throw new Error(`no collectibles on chain ${chain.id}`)
    const baseUri = `${serviceUrl}/devnet/collectibles/${chain.id}/`
    const wallet = devnetWalletClient(chain, owner)
    const hash = await wallet.writeContract({
      address,
      abi: setBaseUriAbi,
      functionName: 'setBaseURI',
      args: [baseUri],
    })
    await wallet.waitForTransactionReceipt({ hash })
    baseUris[chain.id] = baseUri
  }
  return { ...chains.collectibles, baseUris }
}

/**
 * Starts the local chains (two hardhat nodes with the test token) and serves the built demo
 * on free loopback ports for the whole run; tests `inject('demoUrl')` and `inject('devnet')`.
 */
export async function setup(project: TestProject) {
  if (!existsSync(join(demoDir, 'dist', 'index.html'))) {
    throw new Error('apps/demo/dist is missing: build the demo first (turbo runs it before e2e).')
  }
  const chains = await startLocalChains()
  const { stop: stopSolana, ...solana } = await startLocalSolana({ port: 0 })
  // Blocks every 2 s: a sent transaction confirms within a journey, as on a busy regtest.
  const bitcoinLedger = await startLocalBitcoin({ port: 0, miningInterval: 2000 })
  const bitcoin = {
    url: bitcoinLedger.url,
    network: bitcoinLedger.network,
    walletChain: bitcoinLedger.walletChain,
    accounts: bitcoinLedger.accounts,
  }
  // Rococo Asset Hub's runtime under chopsticks, a block for each transaction, in a process of
  // its own: this one transforms the test files' modules, which would stall it.
  const { stop: stopPolkadot, ...polkadot } = await startLocalPolkadotProcess()
  // The local Cosmos chain (latch-local-1), a block a second, in a process of its own too.
  const { stop: stopCosmos, fund: _fund, ...cosmos } = await startLocalCosmosProcess()
  // Sign In With Farcaster's relay, whose links lead to the frame's /dev/farcaster page (the
  // Farcaster app's stand-in) once the server below listens; the ID registry is on chain A.
  let frameUrl = ''
  const [chainA] = chains.chains
  if (!chainA) throw new Error('the devnet has no chain A')
  const farcasterRelay = await startLocalFarcasterRelay({
    walletUrl: () => `${frameUrl}/dev/farcaster`,
    registry: { rpcUrl: chainA.rpcUrl, address: farcasterDevIdRegistry },
  })
  const stopChains = async () => {
    await farcasterRelay.stop()
    await chains.stop()
    await stopSolana()
    await bitcoinLedger.stop()
    await stopPolkadot()
    await stopCosmos()
  }
  // The journeys of a whole run come from one browser on 127.0.0.1: more logins and frame
  // requests than one visitor makes, so the frame's per-address limits are raised here.
  const plenty = { max: 100_000, windowMs: 60_000, lockoutMs: 1000 }
  const services = await startServer({
    env: {},
    // The development stand-ins: the mailbox the journeys read codes from, the local OpenID
    // provider, the Farcaster page (on the local relay and registry), the demo project.
    development: true,
    frame: {
      rateLimits: {
        api: plenty,
        codeMailPerAddress: plenty,
        codeMailPerEmail: plenty,
        codeVerifyPerAddress: plenty,
      },
    },
    // And the relay's connections per address: every journey's dapp and wallet connect from
    // 127.0.0.1, more at once than one visitor's tabs.
    relay: { maxConnectionsPerClient: 1000 },
    farcaster: {
      relayUrl: farcasterRelay.url,
      rpcUrl: chainA.rpcUrl,
      idRegistry: farcasterDevIdRegistry,
    },
    port: 0,
    // The server reads balances of the EVM chains, the Solana cluster, the Bitcoin regtest
    // (its Esplora API), the Polkadot chain and the Cosmos chain, and takes sign-ins on the
    // last three.
    // The embedded wallet's smart accounts on the local EVM chains: alto, the EntryPoint, the
    // account factory, the paymaster this server signs for (the development key), and the
    // smart-session modules the wallet grants sessions with.
    smartAccounts: Object.fromEntries(
      Object.entries(chains.accountAbstraction.chains).map(([id, chain]) => [
        `eip155:${id}`,
        {
          bundlerUrl: chain.bundlerUrl,
          entryPoint: chains.accountAbstraction.entryPoint,
          accountFactory: chain.accountFactory,
          paymaster: chain.paymaster,
          smartSessions: {
            module: chain.smartSessions.smartSessions,
            sessionValidator: chain.smartSessions.sessionValidator,
            timeFramePolicy: chain.smartSessions.timeFramePolicy,
            spendingLimitPolicy: chain.smartSessions.spendingLimitPolicy,
          },
        },
      ]),
    ),
    chainRpc: Object.fromEntries([
      ...chains.chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrl]),
      [solana.chainId, solana.rpcUrl],
      [bitcoin.network.caipNetworkId, bitcoin.url],
      [polkadot.caipNetworkId, polkadot.wsUrl],
      [`cosmos:${cosmos.chainId}`, cosmos.rpcUrl],
    ]),
  })
  frameUrl = services.frameUrl
  let collectibles: DevnetCollectibles
  try {
    collectibles = await pointCollectiblesAt(chains, services.url)
  } catch (error) {
    await services.close()
    await stopChains()
    throw error
  }
  const devnet: DevnetInfo = {
    chains: chains.chains,
    token: chains.token,
    stablecoin: chains.stablecoin,
    dex: chains.dex,
    collectibles,
    accountAbstraction: chains.accountAbstraction,
    accounts: chains.accounts,
    solana,
    bitcoin,
    polkadot,
    cosmos: [cosmos],
  }
  const relayUrl = services.relayUrl
  if (!relayUrl) throw new Error('the services run without their WalletConnect relay')
  const mobileWallet = await serveMobileWallet({ relayUrl, projectId: 'demo', devnet })
  try {
    const server = await preview({
      root: demoDir,
      configFile: false,
      logLevel: 'warn',
      plugins: [
        runtimeJson({
          '/devnet.json': devnet,
          '/services.json': {
            url: services.url,
            projectId: 'demo',
            frameUrl: services.frameUrl,
            mobileWalletUrl: mobileWallet.url,
          },
        }),
      ],
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    })
    const url = server.resolvedUrls?.local[0]
    if (!url) {
      await server.close()
      throw new Error('the demo server did not report its URL')
    }
    project.provide('demoUrl', url)
    project.provide('devnet', devnet)
    project.provide('servicesUrl', services.url)
    project.provide('frameUrl', services.frameUrl)
    project.provide('mobileWalletUrl', mobileWallet.url)
    return async () => {
      await server.close()
      await mobileWallet.close()
      await services.close()
      await stopChains()
    }
  } catch (error) {
    await mobileWallet.close()
    await services.close()
    await stopChains()
    throw error
  }
}
