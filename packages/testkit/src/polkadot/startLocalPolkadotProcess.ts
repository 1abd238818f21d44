import { fileURLToPath } from 'node:url'
import { startChainProcess } from '../startChainProcess.js'
import type { PolkadotLocalInfo } from './polkadotLocalInfo.js'

// From `src/polkadot/` and from `dist/polkadot/` alike.
const launcher = fileURLToPath(new URL('../../bin/local-polkadot.mjs', import.meta.url))
const built = fileURLToPath(new URL('../../dist/polkadot/startLocalPolkadot.js', import.meta.url))

export type LocalPolkadotProcess = PolkadotLocalInfo & {
  /** Stops the chain and its process; safe to call more than once. */
  stop(): Promise<void>
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
  const { info, stop } = await startChainProcess<PolkadotLocalInfo>({
    name: 'Polkadot',
    launcher,
    built,
    args: [String(parameters.port ?? 0)],
    caller: 'startLocalPolkadotProcess',
  })
  return { ...info, stop }
}
