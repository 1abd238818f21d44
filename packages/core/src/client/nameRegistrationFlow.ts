import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
import { NAME_ZONE } from '../constants/limits.js'
import type { BaseError } from '../errors/base.js'
import { InternalError } from '../errors/internal.js'
import { NameError } from '../errors/names.js'
import { wireNameRegistration } from '../machines/latchChildren.js'
import {
  type NameRegistrationBody,
  type NameRegistrationInput,
  nameRegistrationMachine,
  nameRegistrationStatusOf,
  registrationMessage,
} from '../machines/nameRegistration.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'

export type NameRegistrationFlowParameters = {
  /** The connected eip155 account that registers. */
  address: string | undefined
  /** Its network: the coin type comes from its chain id. */
  network: CaipNetwork | undefined
  signMessage: (parameters: { message: string; address: string }) => Promise<string>
  /** `POST /v1/profile/account`; absent when no blockchain service is configured. */
  post: ((body: NameRegistrationBody) => Promise<unknown>) | undefined
  /** The name is the account's now (`ada.latch`). */
  setProfileName: (address: string, name: string) => void
  /** The registration's machine, once the root machine runs it. */
  actor: () => ActorRefFrom<typeof nameRegistrationMachine> | undefined
  now?: () => number
}

export type NameRegistrationFlow = {
  /** The registration's machine with its effects, for the root machine to run. */
  logic: typeof nameRegistrationMachine
  input: NameRegistrationInput
  /** Resolves once the name is registered; rejects with the machine's error. */
  register(name: string): Promise<void>
}

/** `ada` of `ada.latch`: names may be given with the zone, as suggestions come. */
function nameLabel(name: string): string {
  const suffix = `.${NAME_ZONE}`
  const trimmed = name.trim()
  return trimmed.toLowerCase().endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
}

/**
 * One name registration (SPEC.md §4): the name machine with its side effects, for one
 * account. Loaded on the first registration, so that pages that never register do not carry
 * it. Throws "Address or auth connector not found" without a connected eip155 account,
 * "Network not found" without its network.
 */
export function createNameRegistrationFlow({
  address,
  network,
  signMessage,
  post,
  setProfileName,
  actor: running,
  now = Date.now,
}: NameRegistrationFlowParameters): NameRegistrationFlow {
  const last = running()?.getSnapshot()
  // Another registration is waiting for the wallet.
  if (last && nameRegistrationStatusOf(last) === 'registering') {
    throw new NameError('REGISTER_FAILED', { details: 'a registration is waiting for the wallet' })
  }
  if (!address) throw new NameError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  if (!network) throw new NameError('NETWORK_NOT_FOUND')
  const account = { address, chainId: Number(network.id) }
  const logic = wireNameRegistration(nameRegistrationMachine).provide({
    actors: {
      signRegistration: fromPromise(async ({ input }) => {
        // A name that cannot be posted is not worth a signature.
        if (!post) {
          throw new InternalError('NOT_PROVIDED', { values: { name: 'services.blockchainUrl' } })
        }
        const message = registrationMessage(input.name, Math.floor(now() / 1000))
        const signature = await signMessage({ message, address: input.address })
        return { message, signature }
      }),
      postRegistration: fromPromise(async ({ input }) => post?.(input)),
    },
    actions: {
      setProfileName: (_, { name }) => setProfileName(account.address, `${name}.${NAME_ZONE}`),
    },
  })
  return {
    logic,
    input: account,
    async register(name) {
      const actor = running()
      if (!actor)
        throw new NameError('REGISTER_FAILED', { details: 'the registration is not running' })
      actor.send({ type: 'name.submit', name: nameLabel(name) })
      const settled = await waitFor(
        actor,
        (state) => nameRegistrationStatusOf(state) !== 'registering',
        { timeout: Number.POSITIVE_INFINITY },
      )
      if (nameRegistrationStatusOf(settled) === 'registered') return
      // Not registered after a submit: the machine has said why.
      throw settled.context.error as BaseError
    },
  }
}
