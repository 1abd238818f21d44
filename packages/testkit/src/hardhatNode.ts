import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { packageDir } from './packageDir.js'

/** Where and how to run one `hardhat node`. */
export type StartHardhatNodeParameters = {
  readonly chainId: number
  readonly host: string
  readonly port: number
  /** How long the node may take to listen and answer `eth_chainId`. */
  readonly readyTimeoutMs: number
}

/** A running `hardhat node` child process. */
export type HardhatNode = {
  readonly chainId: number
  readonly rpcUrl: string
  /** Ends the process (SIGTERM, then SIGKILL after a grace period); safe to call twice. */
  stop(): Promise<void>
}

// Printed by `hardhat node` once its server listens: the port is ours, not someone else's.
const listeningLine = 'Started HTTP and WebSocket JSON-RPC server at'
const stopGraceMs = 3_000
const outputTailLength = 4_000

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** A parent that exits normally takes its nodes along (a killed one closes their stdin). */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

async function chainIdAt(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    // Generous: a node that has just started answers slowly on a loaded two-core machine.
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json()) as { result?: string }
  if (typeof body.result !== 'string')
    throw new Error(`eth_chainId answered ${JSON.stringify(body)}`)
  return Number.parseInt(body.result, 16)
}

/**
 * Starts `hardhat node` (hardhat 2, the package's `hardhat/hardhat.config.cjs`) as a child
 * process and resolves once it listens and answers `eth_chainId` with `chainId`.
 */
export async function startHardhatNode(
  parameters: StartHardhatNodeParameters,
): Promise<HardhatNode> {
  const { chainId, host, port, readyTimeoutMs } = parameters
  const require = createRequire(import.meta.url)
  // The CLI module itself: hardhat's `bin` only prints a Node version warning, then loads it.
  const hardhatCli = require.resolve('hardhat/internal/cli/cli.js')
  const child = spawn(
    process.execPath,
    [
      hardhatCli,
      'node',
      '--config',
      join(packageDir, 'hardhat', 'hardhat.config.cjs'),
      '--hostname',
      host,
      '--port',
      String(port),
    ],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        LATCH_CHAIN_ID: String(chainId),
        LATCH_EXIT_WITH_PARENT: '1',
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  running.add(child)
  installExitHook()
  // The chains never keep their parent alive on their own: a parent that wants to stay up
  // (the CLI) says so itself.
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    ;(stream as unknown as { unref?: () => void } | null)?.unref?.()
  }

  let output = ''
  let listening = false
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
  const onOutput = (chunk: Buffer) => {
    // Hardhat logs every request; only the tail is kept, for error messages.
    output = (output + chunk.toString('utf8')).slice(-outputTailLength)
    if (!listening && output.includes(listeningLine)) {
      listening = true
      markListening()
    }
  }
  let markListening = () => {}
  const listened = new Promise<void>((resolve) => {
    markListening = resolve
  })
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)

  const rpcUrl = `http://${host}:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    await exited
    clearTimeout(timer)
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not listen within ${readyTimeoutMs} ms`), readyTimeoutMs)
  })
  const failure = await Promise.race([listened.then(() => undefined), exited, timedOut])
  clearTimeout(timer)
  if (failure !== undefined) {
    await stop()
    throw new Error(
      `hardhat node for chain ${chainId} on ${rpcUrl} ${failure}. Its last output:\n${output.trim()}`,
    )
  }
  const answered = await chainIdAt(rpcUrl).catch((error: unknown) => error)
  if (answered !== chainId) {
    await stop()
    throw new Error(
      `hardhat node on ${rpcUrl} answered eth_chainId with ${String(answered)}, expected ${chainId}`,
    )
  }
  return { chainId, rpcUrl, stop }
}
