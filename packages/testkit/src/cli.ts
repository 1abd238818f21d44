import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { DevnetInfo } from './devnetInfo.js'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
import { defaultDevnetPorts, startLocalChains } from './startLocalChains.js'
import { defaultSolanaPort, type LocalSolana, startLocalSolana } from './startLocalSolana.js'

/** The start of the line the CLI prints once the chains are up and the files are written. */
export const devnetReadyLine = 'latch-devnet ready'

const usage = `Usage: latch-devnet [--out FILE]... [--ports A,B | --ports auto] [--solana-port P | auto]
                    [--no-solana] [--host HOST]

Starts two local EVM chains (31337 "Localhost" and 31338 "Latch Devnet B") with funded dev
accounts and the Latch Test Token, and a local Solana cluster (litesvm, answering as devnet)
with funded dev accounts and the SPL Latch Test Token; writes their description as JSON to
every --out file, prints "${devnetReadyLine}: ..." and stays up until it is interrupted or
terminated. Ports default to ${defaultDevnetPorts.join(',')} and ${defaultSolanaPort} (Solana); "auto" picks free ones,
and --ports auto also moves Solana to a free port unless --solana-port says otherwise.`

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

function parseSolanaPort(
  value: string | undefined,
  evmPorts: readonly [number, number] | undefined,
): number {
  if (value === undefined) return evmPorts === undefined ? 0 : defaultSolanaPort
  if (value === 'auto') return 0
  const port = Number(value.trim())
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`--solana-port: ${value} is not a TCP port`)
  }
  return port
}

// The JSON part of a running cluster: everything but its `stop`.
function solanaInfo({ stop: _stop, ...info }: LocalSolana): SolanaDevnetInfo {
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
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const ports = parsePorts(values.ports)
  const solanaPort = parseSolanaPort(values['solana-port'], ports)
  const outFiles = (values.out ?? []).map((file) => resolve(file))
  const startedAt = performance.now()
  const host = values.host ? { host: values.host } : {}
  const [chainsStarted, solanaStarted] = await Promise.allSettled([
    startLocalChains({ ...(ports ? { ports } : {}), ...host }),
    values['no-solana'] ? undefined : startLocalSolana({ port: solanaPort, ...host }),
  ])
  if (chainsStarted.status === 'rejected' || solanaStarted.status === 'rejected') {
    // Whatever did start is stopped before the failure is reported.
    if (chainsStarted.status === 'fulfilled') await chainsStarted.value.stop()
    if (solanaStarted.status === 'fulfilled') await solanaStarted.value?.stop()
    throw chainsStarted.status === 'rejected'
      ? chainsStarted.reason
      : (solanaStarted as PromiseRejectedResult).reason
  }
  const devnet = chainsStarted.value
  const solana = solanaStarted.value
  // The chains do not keep this process alive by themselves: this timer does, until a signal.
  const keepAlive = setInterval(() => {}, 1 << 30)
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    clearInterval(keepAlive)
    await Promise.all([devnet.stop(), solana?.stop()])
    await Promise.all(outFiles.map((file) => rm(file, { force: true })))
    console.log(`latch-devnet stopped (${signal})`)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  const info: DevnetInfo = {
    chains: devnet.chains,
    token: devnet.token,
    accounts: devnet.accounts,
    ...(solana ? { solana: solanaInfo(solana) } : {}),
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
  ].join(', ')
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(`${devnetReadyLine}: ${chains} (${seconds} s)`)
}
