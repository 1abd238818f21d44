import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { whenLoaded } from '../client/whenLoaded.js'
import { NAME_ZONE } from '../constants/limits.js'
import { InternalError } from '../errors/internal.js'
import { NameError } from '../errors/names.js'
import { nameRegistrationOf } from '../machines/latchContext.js'
import { nameRegistrationStatusOf } from '../machines/nameRegistrationStatus.js'

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

/** `ada` of `ada.latch`: names may be given with the zone, as suggestions come. */
function nameLabel(name: string): string {
  const suffix = `.${NAME_ZONE}`
  const trimmed = name.trim()
  return trimmed.toLowerCase().endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
}

async function registerNameWith(runtime: LatchRuntime, { name }: RegisterNameParameters) {
  const before = nameRegistrationOf(runtime.context())?.getSnapshot()
  const loading = runtime.context().nameRegistration.getSnapshot().value === 'loading'
  if (loading || (before && nameRegistrationStatusOf(before) === 'registering')) {
    throw new NameError('REGISTER_FAILED', { details: 'a registration is waiting for the wallet' })
  }
  runtime.send({ type: 'name.register', name: nameLabel(name) })
  // The registration's code loads on the first name: wait for it, then for its answer.
  const registration = await whenLoaded(
    runtime.context().nameRegistration,
    () => nameRegistrationOf(runtime.context()),
    () => new InternalError('RUNTIME_NOT_LOADED'),
  )
  const done = await settled(
    registration,
    (snapshot) => nameRegistrationStatusOf(snapshot) !== 'registering',
  )
  if (nameRegistrationStatusOf(done) === 'registered') return
  // Not registered after a submit: the machine has said why.
  throw done.context.error ?? new NameError('REGISTER_FAILED')
}
