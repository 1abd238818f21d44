import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import type { InternalError } from '../errors/internal.js'
import type { NameError } from '../errors/names.js'

export type RegisterNameParameters = {
  /** Letters, digits and hyphens, at least four: `ada` or `ada.latch`. */
  name: string
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type RegisterNameReturnType = void

/** The registration's error, as `state.nameRegistration.error` shows it. */
export type RegisterNameErrorType = NameError | InternalError

/**
 * Registers a name for the connected eip155 account (SPEC.md §4 "Name registration"): the
 * name is signed by the wallet, posted to the blockchain service and becomes the account's
 * first name; the router shows RegisterAccountNameSuccess. On failure it shows
 * RegisterAccountName and `state.nameRegistration.error` says why; the promise rejects with
 * the same error. The registration's code loads on first use.
 *
 * @example
 * await registerName(latch, { name: 'ada' })
 */
export function registerName(
  latch: LatchClient,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  return latch._internal.run((runtime) => registerNameWith(runtime, parameters))
}

async function registerNameWith(runtime: LatchRuntime, { name }: RegisterNameParameters) {
  const { createNameRegistrationFlow } = await import('../client/nameRegistrationFlow.js')
  const flow = createNameRegistrationFlow({
    address: runtime.connectedAccount('eip155')?.accounts[0]?.address,
    network: runtime.networkOf('eip155'),
    // Connected on eip155, so its adapter exists.
    signMessage: (parameters) => runtime.adapterFor('eip155').signMessage(parameters),
    post: runtime.services.registerName,
    setProfileName: runtime.services.setProfileName,
    actor: () => runtime.context().nameRegistration,
  })
  if (runtime.destroyed()) return
  runtime.send({ type: 'nameRegistration.started', logic: flow.logic, input: flow.input })
  await flow.register(name)
}
