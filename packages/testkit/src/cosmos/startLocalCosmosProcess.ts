import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { CosmosLocalInfo } from './cosmosLocalInfo.js'

// From `src/cosmos/` and from `dist/cosmos/` alike.
const launcher = fileURLToPath(new URL('../../bin/local-cosmos.mjs', import.meta.url))
const built = fileURLToPath(new URL('../../dist/cosmos/startLocalCosmos.js', import.meta.url))

export type LocalCosmosProcess = CosmosLocalInfo & {
  /** {@link LocalCosmos}'s `fund`, through the chain's `latch_fund` JSON-RPC method. */
  fund(address: string, coins: Readonly<Record<string, bigint | number | string>>): Promise<number>
  /** Stops the chain and its process; safe to call more than once. */
  stop(): Promise<void>
}

/** Mints coins to `address` on the chain at `rpcUrl` with its `latch_fund` method; resolves with the block's height. */
export async function fundLocalCosmos(
  rpcUrl: string,
  address: string,
  coins: Readonly<Record<string, bigint | number | string>>,
): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'latch_fund',
      params: {
        address,
        coins: Object.fromEntries(
          Object.entries(coins).map(([denom, amount]) => [denom, String(amount)]),
        ),
      },
    }),
  })
  const body = (await response.json()) as {
    result?: { height: string }
    error?: { data?: string; message?: string }
  }
  if (!body.result)
    throw new Error(
      `latch_fund failed: ${body.error?.data || body.error?.message || response.status}`,
    )
  return Number(body.result.height)
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * {@link startLocalCosmos} in a child process (`bin/local-cosmos.mjs`, which runs the
 * testkit's build), for test runners' global set-ups: vitest's main process transforms the
 * test files' modules, and a chain there would make its blocks late. The chain is the same:
 * its description, `fund()` (through its `latch_fund` JSON-RPC method) and `stop()`.
 *
 * @example
 * const cosmos = await startLocalCosmosProcess()
 * cosmos.rpcUrl // 'http://127.0.0.1:41250'
 * await cosmos.stop()
 */
export async function startLocalCosmosProcess(
  parameters: { readonly port?: number; readonly blockIntervalMs?: number } = {},
): Promise<LocalCosmosProcess> {
  if (!existsSync(built)) {
    throw new Error(
      'startLocalCosmosProcess runs the testkit build: run `pnpm --filter @latch/testkit build` first',
    )
  }
  const child = spawn(
    process.execPath,
    [launcher, String(parameters.port ?? 0), String(parameters.blockIntervalMs ?? '')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = exitOf(child)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })
  try {
    const info = await new Promise<CosmosLocalInfo>((resolve, reject) => {
      lines.once('line', (line) => {
        try {
          resolve(JSON.parse(line) as CosmosLocalInfo)
        } catch {
          reject(new Error(`the local Cosmos chain said "${line}" instead of its description`))
        }
      })
      void exited.then(() =>
        reject(new Error(`the local Cosmos chain's process exited (${child.exitCode})`)),
      )
    })
    lines.close()
    return { ...info, fund: (address, coins) => fundLocalCosmos(info.rpcUrl, address, coins), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
