import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'

/** A local chain in a process of its own: its one-line description, and how to stop it. */
export type ChainProcess<Info> = {
  info: Info
  /** Stops the chain and its process; safe to call more than once. */
  stop(): Promise<void>
}

export type StartChainProcessParameters = {
  /** The chain's name in errors: `the local ${name} chain said …`. */
  name: string
  /** The launcher script (`bin/local-*.mjs`) that starts the chain and prints its description. */
  launcher: string
  /** A file of the testkit's build that the launcher runs: missing, the build is asked for. */
  built: string
  args: readonly string[]
  /** The function that starts a chain in-process, named in the error about a missing build. */
  caller: string
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Runs a launcher of the testkit's `bin/` in a child process and resolves with the chain's
 * description, the JSON line it prints once the chain is up. The child stops on `stop()`, and
 * by itself when this process goes (its stdin ends). Shared by the chains that test runners
 * start from their global set-ups (Polkadot, Cosmos), whose main process is too busy
 * transforming modules to serve a chain in time.
 *
 * @throws when the testkit is not built, or the launcher exits or prints something else first.
 */
export async function startChainProcess<Info>(
  parameters: StartChainProcessParameters,
): Promise<ChainProcess<Info>> {
  const { name, launcher, built, args, caller } = parameters
  if (!existsSync(built)) {
    throw new Error(
      `${caller} runs the testkit build: run \`pnpm --filter @latch/testkit build\` first`,
    )
  }
  const child = spawn(process.execPath, [launcher, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = exitOf(child)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })
  try {
    const info = await new Promise<Info>((resolve, reject) => {
      lines.once('line', (line) => {
        try {
          resolve(JSON.parse(line) as Info)
        } catch {
          reject(new Error(`the local ${name} chain said "${line}" instead of its description`))
        }
      })
      void exited.then(() =>
        reject(new Error(`the local ${name} chain's process exited (${child.exitCode})`)),
      )
    })
    lines.close()
    return { info, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The launcher's side of {@link startChainProcess}: prints the chain's description as one
 * JSON line, then keeps the process alive until SIGTERM, SIGINT or the end of its stdin (its
 * parent gone), and stops the chain then.
 */
export function serveChainProcess(info: unknown, stop: () => Promise<void>): void {
  const keepAlive = setInterval(() => {}, 1 << 30)
  let stopping = false
  async function shutdown() {
    if (stopping) return
    stopping = true
    clearInterval(keepAlive)
    await stop()
    process.exit(0)
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  process.stdin.on('end', shutdown)
  process.stdin.resume()
  console.log(JSON.stringify(info))
}
