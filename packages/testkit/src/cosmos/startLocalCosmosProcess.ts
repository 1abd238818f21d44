import { fileURLToPath } from 'node:url'
import { startChainProcess } from '../startChainProcess.js'
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
  const { info, stop } = await startChainProcess<CosmosLocalInfo>({
    name: 'Cosmos',
    launcher,
    built,
    args: [String(parameters.port ?? 0), String(parameters.blockIntervalMs ?? '')],
    caller: 'startLocalCosmosProcess',
  })
  return { ...info, fund: (address, coins) => fundLocalCosmos(info.rpcUrl, address, coins), stop }
}
