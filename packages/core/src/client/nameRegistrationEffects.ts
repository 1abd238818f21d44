import { fromPromise } from 'xstate'
import { NAME_ZONE } from '../constants/limits.js'
import { InternalError } from '../errors/internal.js'
import { wireNameRegistration } from '../machines/latchChildren.js'
import {
  type NameRegistrationBody,
  nameRegistrationMachine,
  registrationMessage,
} from '../machines/nameRegistration.js'

export type NameRegistrationEffectsParameters = {
  signMessage: (parameters: { message: string; address: string }) => Promise<string>
  /** `POST /v1/profile/account`; absent when no blockchain service is configured. */
  post: ((body: NameRegistrationBody) => Promise<unknown>) | undefined
  /** The name is the account's now (`ada.latch`). */
  setProfileName: (address: string, name: string) => void
  now?: () => number
}

/**
 * The name registration machine with this client's effects (SPEC.md §4 "Name registration"):
 * the wallet signs, the blockchain service stores, the profile shows the name. Loaded on the
 * first registration, so that pages that never register do not carry it.
 */
export function createNameRegistrationLogic({
  signMessage,
  post,
  setProfileName,
  now = Date.now,
}: NameRegistrationEffectsParameters) {
  return wireNameRegistration(nameRegistrationMachine).provide({
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
      setProfileName: ({ context }, { name }) =>
        setProfileName(context.address as string, `${name}.${NAME_ZONE}`),
    },
  })
}
