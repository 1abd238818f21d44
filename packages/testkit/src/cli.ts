import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
import {
  defaultBitcoinPort,
  type LocalBitcoin,
  startLocalBitcoin,
} from './bitcoin/startLocalBitcoin.js'
import { localOsmosisSpec } from './cosmos/cosmosLocalChainSpec.js'
import type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
import { defaultCosmosPort, type LocalCosmos, startLocalCosmos } from './cosmos/startLocalCosmos.js'
import type { DevnetInfo } from './devnetInfo.js'
import { farcasterDevIdRegistry } from './farcaster/farcasterIdRegistry.js'
import { startLocalFarcasterRelay } from './farcaster/localFarcasterRelay.js'
import type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
import {
  defaultPolkadotPort,
  type LocalPolkadot,
  startLocalPolkadot,
} from './polkadot/startLocalPolkadot.js'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
import { defaultDevnetPorts, type LocalChains, startLocalChains } from './startLocalChains.js'
import { defaultSolanaPort, type LocalSolana, startLocalSolana } from './startLocalSolana.js'
import { defaultCollectiblesBaseUri } from './testCollectibles.js'

/** The start of the line the CLI prints once the chains are up and the files are written. */
export const devnetReadyLine = 'latch-devnet ready'

/** The local Farcaster relay's port; latch-server's development default relay. */
const defaultFarcasterRelayPort = 8790
/** latch-server's `/dev/farcaster` page on its default frame origin. */
const defaultFarcasterWalletUrl = 'http://127.0.0.1:8788/dev/farcaster'

// The CLI's block time on regtest, so that the demo's payments confirm without a miner.
const defaultBitcoinBlockTime = 10_000

const usage = `Usage: latch-devnet [--out FILE]... [--ports A,B | --ports auto] [--solana-port P | auto]
                    [--no-solana] [--bitcoin-port P | auto] [--bitcoin-block-time MS]
                    [--no-bitcoin] [--polkadot-port P | auto] [--no-polkadot]
                    [--cosmos-port P | auto] [--no-cosmos] [--host HOST]
                    [--collectibles-base-uri URL] [--farcaster-relay-port P | auto]
                    [--farcaster-wallet-url URL]

Starts two local EVM chains (31337 "Localhost" and 31338 "Latch Devnet B") with funded dev
accounts, the Latch Test Token (LTT), the Latch USD stablecoin (LUSD), Uniswap V2 with
ETH/LTT, ETH/LUSD and LTT/LUSD pools, the Latch Collectibles (ERC-721) and ERC-4337 smart
accounts (EntryPoint v0.8, the Latch account factory and paymaster, an alto bundler per
chain); a local Solana
cluster (litesvm, answering as devnet) with funded dev accounts and the SPL Latch Test Token;
a local Bitcoin regtest ledger (Esplora REST) with funded dev accounts; a local Polkadot chain
(chopsticks running the Rococo Asset Hub runtime, Substrate JSON-RPC) with funded dev
accounts; and two local Cosmos chains (latch-local-1 and latch-osmo-1, CometBFT JSON-RPC) with
funded dev accounts. Writes their description as JSON to every --out file, prints
"${devnetReadyLine}: ..." and stays up until it is interrupted or terminated.
Ports default to ${defaultDevnetPorts.join(',')}, ${defaultSolanaPort} (Solana), ${defaultBitcoinPort} (Bitcoin), ${defaultPolkadotPort} (Polkadot) and
${defaultCosmosPort} (Cosmos; the second Cosmos chain on the next port); "auto" picks free ones, and
--ports auto also moves Solana, Bitcoin, Polkadot and Cosmos to free ports unless their own
flags say otherwise. Bitcoin mines a block every ${defaultBitcoinBlockTime} ms while transactions wait; 0 turns that off.
The collectibles' tokenURI is <base><id>, the base ${defaultCollectiblesBaseUri}
unless --collectibles-base-uri says otherwise ({chainId} is replaced by each chain's id).
Sign In With Farcaster's local relay listens on ${defaultFarcasterRelayPort} (--farcaster-relay-port), its
links lead to ${defaultFarcasterWalletUrl} (--farcaster-wallet-url), and its ID registry is
on the first chain.`

function parsePorts(value: string | undefined): readonly [number, number] | undefined {
  if (value === undefined) return defaultDevnetPorts
  if (value === 'auto') return undefined
  const ports = value.split(',').map((part) => Number(part.trim()))
  const [a, b] = ports
  if (ports.length !== 2 || a === undefined || b === undefined) {
    throw new Error(`--ports takes two ports like 8545,8546 or "auto", got "${value}"`)
  }
  for (const port of [a, b]) {
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`--ports: ${port} is not a TCP port`)
    }
  }
  return [a, b]
}

function parseChainPort(
  flag: string,
  value: string | undefined,
  evmPorts: readonly [number, number] | undefined,
  defaultPort: number,
): number {
  if (value === undefined) return evmPorts === undefined ? 0 : defaultPort
  if (value === 'auto') return 0
  const port = Number(value.trim())
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${flag}: ${value} is not a TCP port`)
  }
  return port
}

function parseBlockTime(value: string | undefined): number | undefined {
  if (value === undefined) return defaultBitcoinBlockTime
  const milliseconds = Number(value.trim())
  if (!Number.isInteger(milliseconds) || milliseconds < 0) {
    throw new Error(`--bitcoin-block-time: ${value} is not a whole number of milliseconds`)
  }
  return milliseconds === 0 ? undefined : milliseconds
}

// The JSON part of a running cluster: everything but its `stop`.
function solanaInfo({ stop: _stop, ...info }: LocalSolana): SolanaDevnetInfo {
  return info
}

// The JSON part of a running ledger: everything but its functions.
function bitcoinInfo({ url, network, walletChain, accounts }: LocalBitcoin): BitcoinRegtestInfo {
  return { url, network, walletChain, accounts }
}

// The JSON part of a running chain: everything but its functions.
function polkadotInfo({
  fund: _fund,
  newBlock: _newBlock,
  stop: _stop,
  ...info
}: LocalPolkadot): PolkadotLocalInfo {
  return info
}

// The JSON part of a running chain: everything but its functions.
function cosmosInfo({
  fund: _fund,
  newBlock: _newBlock,
  stop: _stop,
  ...info
}: LocalCosmos): CosmosLocalInfo {
  return info
}

async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${JSON.stringify(value, null, 2)}\n`)
  await rename(partial, file)
}

/**
 * The `latch-devnet` command: starts the local chains, writes {@link DevnetInfo} to the
 * `--out` files, prints {@link devnetReadyLine}, and stops the chains (and removes the files,
 * whose URLs would be dead) on SIGINT or SIGTERM.
 */
export async function runDevnetCli(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      out: { type: 'string', multiple: true },
      ports: { type: 'string' },
      'solana-port': { type: 'string' },
      'no-solana': { type: 'boolean' },
      'bitcoin-port': { type: 'string' },
      'bitcoin-block-time': { type: 'string' },
      'no-bitcoin': { type: 'boolean' },
      'polkadot-port': { type: 'string' },
      'no-polkadot': { type: 'boolean' },
      'cosmos-port': { type: 'string' },
      'no-cosmos': { type: 'boolean' },
      host: { type: 'string' },
      'collectibles-base-uri': { type: 'string' },
      'farcaster-relay-port': { type: 'string' },
      'farcaster-wallet-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const ports = parsePorts(values.ports)
  const solanaPort = parseChainPort(
    '--solana-port',
    values['solana-port'],
    ports,
    defaultSolanaPort,
  )
  const bitcoinPort = parseChainPort(
    '--bitcoin-port',
    values['bitcoin-port'],
    ports,
    defaultBitcoinPort,
  )
  const polkadotPort = parseChainPort(
    '--polkadot-port',
    values['polkadot-port'],
    ports,
    defaultPolkadotPort,
  )
  const cosmosPort = parseChainPort(
    '--cosmos-port',
    values['cosmos-port'],
    ports,
    defaultCosmosPort,
  )
  const miningInterval = parseBlockTime(values['bitcoin-block-time'])
  const outFiles = (values.out ?? []).map((file) => resolve(file))
  const startedAt = performance.now()
  const host = values.host ? { host: values.host } : {}
  const startCosmos = async () => {
    const hub = await startLocalCosmos({ port: cosmosPort, ...host })
    // The second chain, for switching between chains, on the next port (or a free one).
    const osmosis = await startLocalCosmos({
      port: cosmosPort === 0 ? 0 : cosmosPort + 1,
      chain: localOsmosisSpec,
      ...host,
    }).catch(async (error: unknown) => {
      await hub.stop()
      throw error
    })
    return [hub, osmosis] as const
  }
  const [chainsStarted, solanaStarted, bitcoinStarted, polkadotStarted, cosmosStarted] =
    await Promise.allSettled([
      startLocalChains({
        ...(ports ? { ports } : {}),
        ...host,
        ...(values['collectibles-base-uri']
          ? { collectiblesBaseUri: values['collectibles-base-uri'] }
          : {}),
      }),
      values['no-solana'] ? undefined : startLocalSolana({ port: solanaPort, ...host }),
      values['no-bitcoin']
        ? undefined
        : startLocalBitcoin({
            port: bitcoinPort,
            ...host,
            ...(miningInterval === undefined ? {} : { miningInterval }),
          }),
      values['no-polkadot'] ? undefined : startLocalPolkadot({ port: polkadotPort, ...host }),
      values['no-cosmos'] ? undefined : startCosmos(),
    ])
  const started = [chainsStarted, solanaStarted, bitcoinStarted, polkadotStarted]
  const failed = [...started, cosmosStarted].find((result) => result.status === 'rejected')
  if (failed) {
    // Whatever did start is stopped before the failure is reported.
    await Promise.all([
      ...started.map((result) =>
        result.status === 'fulfilled' ? result.value?.stop() : undefined,
      ),
      ...(cosmosStarted.status === 'fulfilled' ? (cosmosStarted.value ?? []) : []).map((chain) =>
        chain.stop(),
      ),
    ])
    throw failed.reason
  }
  const devnet = (chainsStarted as PromiseFulfilledResult<LocalChains>).value
  const solana = (solanaStarted as PromiseFulfilledResult<LocalSolana | undefined>).value
  const bitcoin = (bitcoinStarted as PromiseFulfilledResult<LocalBitcoin | undefined>).value
  const polkadot = (polkadotStarted as PromiseFulfilledResult<LocalPolkadot | undefined>).value
  const cosmos = (cosmosStarted as PromiseFulfilledResult<readonly LocalCosmos[] | undefined>).value
  // Sign In With Farcaster's relay, its links to latch-server's /dev/farcaster page (the
  // Farcaster app's stand-in) on its default frame port unless told otherwise.
  const chainA = devnet.chains[0]
  const farcasterRelay = chainA
    ? await startLocalFarcasterRelay({
        port: parseChainPort(
          '--farcaster-relay-port',
          values['farcaster-relay-port'],
          ports,
          defaultFarcasterRelayPort,
        ),
        ...host,
        walletUrl: () => values['farcaster-wallet-url'] ?? defaultFarcasterWalletUrl,
        registry: { rpcUrl: chainA.rpcUrl, address: farcasterDevIdRegistry },
      }).catch(async (error: unknown) => {
        await Promise.all([
          devnet.stop(),
          solana?.stop(),
          bitcoin?.stop(),
          polkadot?.stop(),
          ...(cosmos ?? []).map((chain) => chain.stop()),
        ])
        throw error
      })
    : undefined
  // The chains do not keep this process alive by themselves: this timer does, until a signal.
  const keepAlive = setInterval(() => {}, 1 << 30)
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    clearInterval(keepAlive)
    await Promise.all([
      devnet.stop(),
      solana?.stop(),
      bitcoin?.stop(),
      polkadot?.stop(),
      ...(cosmos ?? []).map((chain) => chain.stop()),
      farcasterRelay?.stop(),
    ])
    await Promise.all(outFiles.map((file) => rm(file, { force: true })))
    console.log(`latch-devnet stopped (${signal})`)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  const info: DevnetInfo = {
    chains: devnet.chains,
    token: devnet.token,
    stablecoin: devnet.stablecoin,
    dex: devnet.dex,
    collectibles: devnet.collectibles,
    accountAbstraction: devnet.accountAbstraction,
    accounts: devnet.accounts,
    ...(solana ? { solana: solanaInfo(solana) } : {}),
    ...(bitcoin ? { bitcoin: bitcoinInfo(bitcoin) } : {}),
    ...(polkadot ? { polkadot: polkadotInfo(polkadot) } : {}),
    ...(cosmos ? { cosmos: cosmos.map(cosmosInfo) } : {}),
    ...(farcasterRelay && chainA
      ? {
          farcaster: {
            relayUrl: farcasterRelay.url,
            chainId: chainA.id,
            rpcUrl: chainA.rpcUrl,
            idRegistry: farcasterDevIdRegistry,
          },
        }
      : {}),
  }
  try {
    await Promise.all(outFiles.map((file) => writeJsonAtomically(file, info)))
  } catch (error) {
    await shutdown('SIGTERM')
    throw error
  }
  const chains = [
    ...devnet.chains.map((chain) => `${chain.id} ${chain.rpcUrl}`),
    ...(solana ? [`${solana.chainId} ${solana.rpcUrl}`] : []),
    ...(bitcoin ? [`${bitcoin.network.caipNetworkId} ${bitcoin.url}`] : []),
    ...(polkadot ? [`${polkadot.caipNetworkId} ${polkadot.wsUrl}`] : []),
    ...(cosmos ?? []).map((chain) => `cosmos:${chain.chainId} ${chain.rpcUrl}`),
  ].join(', ')
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(`${devnetReadyLine}: ${chains} (${seconds} s)`)
}
