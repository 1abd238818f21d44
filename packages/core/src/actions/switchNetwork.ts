import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import type { AdapterError } from '../errors/adapter.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'

export type SwitchNetworkParameters = {
  /** One of the configured networks. */
  network: CaipNetwork
  /**
   * The visitor chose the network in the modal: core opens what the switch needs (SPEC.md §4
   * "Network switch"): SwitchNetwork to ask the wallet, SwitchActiveChain to connect a wallet
   * on a namespace that has none while another is connected, or nothing when no wallet is
   * there to ask (the network becomes active). Resolves once that is done, not when the
   * wallet has switched.
   */
  confirm?: boolean | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SwitchNetworkReturnType = void

/**
 * "Connection rejected" when the wallet refused, an `InternalError` ("Chain is not
 * supported") when it cannot add the chain, else the wallet's own error as it threw it (an
 * EIP-1193 provider error, any `Error`).
 */
export type SwitchNetworkErrorType = ConnectionError | AdapterError | InternalError | Error

/**
 * Makes a configured network active, asking the wallet when one is connected there; with
 * `confirm`, through the modal's views instead (see {@link SwitchNetworkParameters}).
 *
 * @example
 * await switchNetwork(latch, { network: solana, confirm: true }) // a Solana wallet first
 */
export function switchNetwork(
  latch: LatchClient,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  return latch._internal.run((runtime) => switchNetworkWith(runtime, parameters))
}

async function switchNetworkWith(
  runtime: LatchRuntime,
  { network, confirm }: SwitchNetworkParameters,
): Promise<void> {
  if (confirm) {
    runtime.send({ type: 'network.request', network })
    return
  }
  runtime.send({ type: 'network.switch', network })
  const done = await settled(runtime.actors.network, (snapshot) => snapshot.matches('idle'))
  if (done.context.error) throw done.context.error
}
