import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import type { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'

export type AddNetworkParameters = {
  /** The network to offer besides the configured ones; one already there changes nothing. */
  network: CaipNetwork
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type AddNetworkReturnType = void

/**
 * "Adapter for namespace {namespace} doesn't exist" when no adapter serves the network's
 * namespace (SPEC.md §5); the networks stay as they were.
 */
export type AddNetworkErrorType = InternalError

/**
 * Adds a network to the configured ones: the modal's network list shows it, and
 * `switchNetwork` may make it active. Resolves once it is there.
 *
 * @example
 * await addNetwork(latch, { network: arbitrum })
 * await switchNetwork(latch, { network: arbitrum })
 */
export function addNetwork(
  latch: LatchClient,
  parameters: AddNetworkParameters,
): Promise<AddNetworkReturnType> {
  return latch._internal.run((runtime) => addNetworkWith(runtime, parameters))
}

async function addNetworkWith(
  runtime: LatchRuntime,
  { network }: AddNetworkParameters,
): Promise<void> {
  runtime.send({ type: 'network.add', network })
  // The machine says how the change went in `error` (cleared when it goes through).
  const done = await settled(runtime.actors.network, (snapshot) => snapshot.matches('idle'))
  if (done.context.error) throw done.context.error
}
