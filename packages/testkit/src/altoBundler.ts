import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Address, Hex } from 'viem'
import { packageDir } from './packageDir.js'

/** Where and how one alto bundler runs. */
export type StartAltoBundlerParameters = {
  /** The chain's JSON-RPC: alto simulates, estimates and sends its bundles there. */
  readonly rpcUrl: string
  /** Must have code already: alto checks it when it starts. */
  readonly entryPoint: Address
  /** Sends the bundles (`handleOps`) and deploys alto's simulation contracts; must be funded. */
  readonly executorKey: Hex
  readonly host: string
  readonly port: number
  /** How long alto may take to answer `eth_supportedEntryPoints`. */
  readonly readyTimeoutMs: number
}

/** A running alto bundler child process. */
export type AltoBundler = {
  /** Its ERC-4337 JSON-RPC (`eth_sendUserOperation`, `eth_getUserOperationReceipt` ...). */
  readonly bundlerUrl: string
  /** The child's process id, for measuring it. */
  readonly pid: number | undefined
  /** Ends the process (SIGTERM, then SIGKILL after a grace period); safe to call twice. */
  stop(): Promise<void>
}

/** An alto process loading its code, not yet told which chain to serve. */
export type LaunchedAltoBundler = {
  /** Runs alto for one chain; resolves once it answers. Call it once. */
  start(parameters: StartAltoBundlerParameters): Promise<AltoBundler>
  /** Ends the process, started or not; safe to call twice. */
  stop(): Promise<void>
}

const stopGraceMs = 3_000
const outputTailLength = 4_000
const readyPollMs = 50

// Local chains mine each transaction as it arrives: alto need not wait a public chain's
// second per block, and bundles as soon as an operation is in (the user-op latency).
const speedFlags = [
  ['--block-time', '250'],
  ['--min-bundle-interval', '10'],
  ['--max-bundle-interval', '50'],
] as const

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** A parent that exits normally takes its bundlers along (a killed one closes their stdin). */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

async function supportsEntryPoint(bundlerUrl: string, entryPoint: Address): Promise<boolean> {
  try {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_supportedEntryPoints',
        params: [],
      }),
      signal: AbortSignal.timeout(5_000),
    })
    const body = (await response.json()) as { result?: unknown }
    return (
      Array.isArray(body.result) &&
      body.result.some(
        (address) =>
          typeof address === 'string' && address.toLowerCase() === entryPoint.toLowerCase(),
      )
    )
  } catch {
    // Not listening yet.
    return false
  }
}

function altoArguments(parameters: StartAltoBundlerParameters): string[] {
  const { rpcUrl, entryPoint, executorKey, port } = parameters
  return [
    '--entrypoints',
    entryPoint,
    '--executor-private-keys',
    executorKey,
    '--utility-private-key',
    executorKey,
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    // Safe mode checks ERC-7562's opcode and storage rules with `debug_traceCall` and a
    // JavaScript tracer, which hardhat does not have.
    '--safe-mode',
    'false',
    // The executor is funded at start and local gas is cheap: nothing to watch or refill.
    '--utility-wallet-monitor',
    'false',
    '--refilling-wallets',
    'false',
    '--log-level',
    'warn',
    // Plain JSON lines: the default pretty printer runs in a worker thread of its own.
    '--json',
    ...speedFlags.flat(),
  ]
}

/**
 * Spawns `@pimlico/alto` (an ERC-4337 bundler, a Node CLI) through `alto/launchAlto.mjs`, which
 * loads alto's code at once (two seconds of CPU) and runs it when {@link LaunchedAltoBundler}'s
 * `start` says for which chain: launched while the chain starts, alto is ready sooner after.
 * `start` resolves once alto answers `eth_supportedEntryPoints` with the EntryPoint. Alto logs
 * warnings and errors only; the tail of its output goes into the error when it does not come up.
 *
 * @example
 * const launched = launchAltoBundler() // while the chain starts
 * const bundler = await launched.start({ rpcUrl, entryPoint: entryPointV08Address, executorKey, host: '127.0.0.1', port, readyTimeoutMs: 30_000 })
 * bundler.bundlerUrl // 'http://127.0.0.1:41236'
 */
export function launchAltoBundler(): LaunchedAltoBundler {
  const require = createRequire(import.meta.url)
  // The package's `exports` only name its library entry (`esm/index.js`); the CLI sits beside it.
  const altoCli = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  // Alto reads its options from `ALTO_*` variables too: none of the parent's may change ours.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('ALTO_') && name !== 'SENTRY_DSN',
    ),
  )
  const child = spawn(process.execPath, [join(packageDir, 'alto', 'launchAlto.mjs'), altoCli], {
    // Alto loads a `.env` from its working folder: the testkit's has none.
    cwd: packageDir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  running.add(child)
  installExitHook()
  // Like the nodes, bundlers never keep their parent alive on their own.
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    ;(stream as unknown as { unref?: () => void } | null)?.unref?.()
  }

  let output = ''
  const onOutput = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputTailLength)
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)
  let exitedWith: string | undefined
  const exited = new Promise<string>((resolve) => {
    const end = (how: string) => {
      running.delete(child)
      exitedWith = how
      resolve(how)
    }
    child.once('exit', (code, signal) => end(`exited (${signal ?? code})`))
    child.once('error', (error) => end(`could not start: ${error.message}`))
  })

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || exitedWith !== undefined) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    await exited
    clearTimeout(timer)
  }

  const start = async (parameters: StartAltoBundlerParameters): Promise<AltoBundler> => {
    const { rpcUrl, entryPoint, host, port, readyTimeoutMs } = parameters
    child.stdin?.write(`${JSON.stringify(altoArguments(parameters))}\n`)
    const bundlerUrl = `http://${host}:${port}`
    const deadline = performance.now() + readyTimeoutMs
    let failure: string | undefined
    for (;;) {
      if (exitedWith !== undefined) {
        failure = exitedWith
        break
      }
      if (await supportsEntryPoint(bundlerUrl, entryPoint)) break
      if (performance.now() > deadline) {
        failure = `did not answer within ${readyTimeoutMs} ms`
        break
      }
      await new Promise((resolve) => setTimeout(resolve, readyPollMs))
    }
    if (failure !== undefined) {
      await stop()
      throw new Error(
        `the alto bundler for ${rpcUrl} on ${bundlerUrl} ${failure}. Its last output:\n${output.trim()}`,
      )
    }
    return { bundlerUrl, pid: child.pid, stop }
  }
  return { start, stop }
}
