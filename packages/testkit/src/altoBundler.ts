import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Address, Hex } from 'viem'
import { packageDir } from './packageDir.js'

/** Where and how to run one alto bundler. */
export type StartAltoBundlerParameters = {
  /** The chain's JSON-RPC: alto simulates, estimates and sends its bundles there. */
  readonly rpcUrl: string
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

const stopGraceMs = 3_000
const outputTailLength = 4_000
const readyPollMs = 50

// Local chains mine each transaction as it arrives: alto need not wait a public chain's
// second per block, and bundles the moment an operation is in (the user-op latency).
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

/**
 * Starts `@pimlico/alto` (an ERC-4337 bundler, a Node CLI) as a child process for one chain and
 * resolves once it answers `eth_supportedEntryPoints` with `entryPoint`. Safe mode is off: it
 * needs `debug_traceCall` with a JavaScript tracer to check ERC-7562's opcode and storage
 * rules, which hardhat does not have. Alto logs warnings and errors only; the tail of its
 * output goes into the error when it does not come up.
 */
export async function startAltoBundler(
  parameters: StartAltoBundlerParameters,
): Promise<AltoBundler> {
  const { rpcUrl, entryPoint, executorKey, host, port, readyTimeoutMs } = parameters
  const require = createRequire(import.meta.url)
  // The package's `exports` only name its library entry (`esm/index.js`); the CLI sits beside it.
  const altoCli = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  // Alto reads its options from `ALTO_*` variables too: none of the parent's may change ours.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('ALTO_') && name !== 'SENTRY_DSN',
    ),
  )
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(join(packageDir, 'alto', 'exitWithParent.mjs')).href,
      altoCli,
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
    ],
    // Alto loads a `.env` from its working folder: the testkit's has none.
    { cwd: packageDir, env, stdio: ['pipe', 'pipe', 'pipe'] },
  )
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
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(`exited (${signal ?? code})`)
    })
    child.once('error', (error) => {
      running.delete(child)
      resolve(`could not start: ${error.message}`)
    })
  })
  let done = false
  void exited.then(() => {
    done = true
  })

  const bundlerUrl = `http://${host}:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    await exited
    clearTimeout(timer)
  }

  const deadline = performance.now() + readyTimeoutMs
  let failure: string | undefined
  for (;;) {
    if (done) {
      failure = await exited
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
