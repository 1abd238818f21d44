import { assertEvent, assign, fromPromise, not, setup } from 'xstate'
import type { BaseError } from '../errors/base.js'
import { InternalError } from '../errors/internal.js'
import { NameError } from '../errors/names.js'
import { toCoinType } from '../validation/coinType.js'
import { isValidName } from '../validation/names.js'

export type NameRegistrationContext = {
  /** The account that registers the name (the connected eip155 one, as the root says). */
  address: string | undefined
  /** The eip155 chain id of its network. */
  chainId: number | undefined
  /** The name being registered; empty before the first submit. */
  name: string
  signed: SignedRegistration | undefined
  error: BaseError | undefined
}

/**
 * A name to register for an account: the root adds the connected eip155 account and the
 * chain id of its network (absent when there is none).
 */
export type NameRegistrationEvent = {
  type: 'name.submit'
  name: string
  address: string | undefined
  chainId: number | undefined
}

/** The signed registration message. */
export type SignedRegistration = { message: string; signature: string }

/** The body of `POST /v1/profile/account` (SPEC.md §7). */
export type NameRegistrationBody = SignedRegistration & { coin_type: number; address: string }

/**
 * The message signed to register `name` (SPEC.md §4 "Name registration").
 *
 * @example
 * registrationMessage('ada', 1_700_000_000)
 * // '{"name":"ada","attributes":{},"timestamp":1700000000}'
 */
export function registrationMessage(name: string, timestampSeconds: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: timestampSeconds })
}

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

// Every failure is "Error registering name", with what went wrong as its cause (SPEC.md §8).
const fail = {
  target: 'idle',
  actions: [
    {
      type: 'setError',
      params: ({ event }: { event: { error: unknown } }) => ({
        error: new NameError('REGISTER_FAILED', { cause: event.error }),
      }),
    },
    { type: 'navigate', params: { view: 'RegisterAccountName' } },
  ],
} as const

// A name for an account: without one (or its network) nothing is signed; an invalid name is
// not sent (SPEC.md §5), the form shows the rule.
const submit = [
  { guard: not('hasAccount'), actions: 'setMissingAccountError' },
  { guard: not('hasNetwork'), actions: 'setMissingNetworkError' },
  { guard: not('isValidName'), actions: 'rejectName' },
  { guard: 'hasValidCoinType', target: 'signing', actions: 'setName' },
  { actions: 'setCoinTypeError' },
] as const

/**
 * Name registration (SPEC.md §4 "Name registration", §5 name rule, §7 `POST
 * /v1/profile/account`): a valid name is signed by the account, posted with its coin type
 * ({@link toCoinType}), set as the profile name, and RegisterAccountNameSuccess is shown. An
 * invalid name is refused without a signature; any failure is "Error registering name" and
 * returns to RegisterAccountName to try again.
 */
export const nameRegistrationMachine = setup({
  types: {
    context: {} as NameRegistrationContext,
    events: {} as NameRegistrationEvent,
  },
  actions: {
    setName: assign({
      name: ({ event }) => event.name,
      address: ({ event }) => event.address,
      chainId: ({ event }) => event.chainId,
      signed: undefined,
      error: undefined,
    }),
    setMissingAccountError: assign({
      error: () => new NameError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'),
    }),
    setMissingNetworkError: assign({ error: () => new NameError('NETWORK_NOT_FOUND') }),
    rejectName: assign({
      name: ({ event }) => event.name,
      signed: undefined,
      error: () =>
        new NameError('REGISTER_FAILED', {
          details: 'a name has letters, digits and hyphens only, at least four',
        }),
    }),
    setSigned: assign((_, params: { signed: SignedRegistration }) => params),
    setError: assign((_, params: { error: BaseError }) => params),
    setCoinTypeError: assign({
      error: ({ event }) =>
        new NameError('INVALID_CHAIN_ID_FOR_COIN_TYPE', { details: String(event.chainId) }),
    }),
    // Side effects: supplied by the client through `.provide()`.
    setProfileName: (_, _params: { name: string }) => {},
    navigate: (_, _params: { view: 'RegisterAccountName' | 'RegisterAccountNameSuccess' }) => {},
  },
  actors: {
    signRegistration: fromPromise<SignedRegistration, { name: string; address: string }>(async () =>
      notProvided('signRegistration'),
    ),
    postRegistration: fromPromise<unknown, NameRegistrationBody>(async () =>
      notProvided('postRegistration'),
    ),
  },
  guards: {
    hasAccount: ({ event }) => event.address !== undefined,
    hasNetwork: ({ event }) => event.chainId !== undefined,
    isValidName: ({ event }) => {
      assertEvent(event, 'name.submit')
      return isValidName(event.name)
    },
    hasValidCoinType: ({ event }) => {
      try {
        toCoinType(event.chainId as number)
        return true
      } catch {
        return false
      }
    },
  },
}).createMachine({
  id: 'nameRegistration',
  initial: 'idle',
  context: {
    address: undefined,
    chainId: undefined,
    name: '',
    signed: undefined,
    error: undefined,
  },
  states: {
    idle: { on: { 'name.submit': submit } },
    signing: {
      invoke: {
        id: 'signRegistration',
        src: 'signRegistration',
        input: ({ context }) => ({ name: context.name, address: context.address as string }),
        onDone: {
          target: 'posting',
          actions: { type: 'setSigned', params: ({ event }) => ({ signed: event.output }) },
        },
        onError: fail,
      },
    },
    posting: {
      invoke: {
        id: 'postRegistration',
        src: 'postRegistration',
        // Only entered from signing's onDone, which sets `signed`.
        input: ({ context }) => {
          const { message, signature } = context.signed as SignedRegistration
          return {
            message,
            signature,
            coin_type: toCoinType(context.chainId as number),
            address: context.address as string,
          }
        },
        onDone: {
          target: 'registered',
          actions: [
            { type: 'setProfileName', params: ({ context }) => ({ name: context.name }) },
            { type: 'navigate', params: { view: 'RegisterAccountNameSuccess' } },
          ],
        },
        onError: fail,
      },
    },
    // Registered: another name may follow (a new account's, or a second one).
    registered: { on: { 'name.submit': submit } },
  },
})
