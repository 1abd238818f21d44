import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { PolkadotLocalInfo } from './polkadotLocalInfo.js'

// From `src/polkadot/` and from `dist/polkadot/` alike.
const launcher = fileURLToPath(new URL('../../bin/local-polkadot.mjs', import.meta.url))
const built = fileURLToPath(new URL('../../dist/polkadot/startLocalPolkadot.js', import.meta.url))

export type LocalPolkadotProcess = PolkadotLocalInfo & {
  /** Stops the chain and its process; safe to call more than once. */
  stop(): Promise<void>
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * {@link startLocalPolkadot} in a child process (`bin/local-polkadot.mjs`, which runs the
 * testkit's build): for test runners' global set-ups, whose process also transforms the test
 * files' modules. A chain in that process stalls while it does (in a full CI run, for over a
 * minute, and three transfers timed out); in its own process it answers in time. The chain
 * is the same: its description, and `stop()`; funding and blocks go through its JSON-RPC
 * (`dev_setStorage`, `dev_newBlock`).
 *
 * @example
 * const polkadot = await startLocalPolkadotProcess()
 * polkadot.wsUrl // 'ws://127.0.0.1:41240'
 * await polkadot.stop()
 */
export async function startLocalPolkadotProcess(
  parameters: { readonly port?: number } = {},
): Promise<LocalPolkadotProcess> {
  if (!existsSync(built)) {
    throw new Error(
      'startLocalPolkadotProcess runs the testkit build: run `pnpm --filter @latch/testkit build` first',
    )
  }
  const child = spawn(process.execPath, [launcher, String(parameters.port ?? 0)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = exitOf(child)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })
  try {
    const info = await new Promise<PolkadotLocalInfo>((resolve, reject) => {
      lines.once('line', (line) => {
        try {
          resolve(JSON.parse(line) as PolkadotLocalInfo)
        } catch {
          reject(new Error(`the local Polkadot chain said "${line}" instead of its description`))
        }
      })
      void exited.then(() =>
        reject(new Error(`the local Polkadot chain's process exited (${child.exitCode})`)),
      )
    })
    lines.close()
    return { ...info, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
