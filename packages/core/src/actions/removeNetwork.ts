import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import type { InvalidConfigError } from '../errors/config.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'

export type RemoveNetworkParameters = {
  /** A configured network's id; one not configured changes nothing. */
  caipNetworkId: CaipNetworkId
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type RemoveNetworkReturnType = void

/**
 * Refusals, which leave the networks as they were: "Adapter for namespace {namespace}
 * doesn't exist" (SPEC.md §5), or an `InvalidConfigError` for the last network (as
 * `createLatch` refuses none) and for the active network when no other of its namespace
 * could take its place. Removing the active network switches to another: the switch's own
 * errors then (see `SwitchNetworkErrorType`), the network removed all the same.
 */
export type RemoveNetworkErrorType = InternalError | InvalidConfigError | ConnectionError | Error

/**
 * Removes a configured network from the modal's list. The active network gives way to the
 * first other network of its namespace, the connected wallet asked to switch to it; resolves
 * once that is done.
 *
 * @example
 * await removeNetwork(latch, { caipNetworkId: 'eip155:42161' })
 */
export function removeNetwork(
  latch: LatchClient,
  parameters: RemoveNetworkParameters,
): Promise<RemoveNetworkReturnType> {
  return latch._internal.run((runtime) => removeNetworkWith(runtime, parameters))
}

async function removeNetworkWith(
  runtime: LatchRuntime,
  { caipNetworkId }: RemoveNetworkParameters,
): Promise<void> {
  runtime.send({ type: 'network.remove', caipNetworkId })
  const done = await settled(runtime.actors.network, (snapshot) => snapshot.matches('idle'))
  if (done.context.error) throw done.context.error
}
