import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { BaseError } from '../errors/base.js'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'

/** The account types an embedded-wallet account switches between (SPEC.md §6). */
export type SmartAccountType = 'eoa' | 'smartAccount'

/** The frame's answer to set-preferred-account (SPEC.md §3 "Preferred account payload"). */
export type PreferredAccount = { type: SmartAccountType; address: string }

export type SmartAccountContext = {
  accountType: SmartAccountType
  /** The active eip155 chain id. */
  chainId: number
  /** Chains the frame enables smart accounts on (SPEC.md §3). */
  enabledChainIds: readonly number[]
  address: string | undefined
  error: BaseError | undefined
}

export type SmartAccountEvent =
  | { type: 'smartAccount.switch'; accountType: SmartAccountType }
  | { type: 'smartAccount.setNetwork'; chainId: number }
  | { type: 'smartAccount.setEnabledNetworks'; chainIds: readonly number[] }

export type SmartAccountInput = {
  accountType: SmartAccountType
  chainId: number
  enabledChainIds?: readonly number[]
  address?: string
}

/**
 * Whether the account may switch to `to` (SPEC.md §4 "Smart account switching"): to a smart
 * account only from eoa on a network enabled for smart accounts; back to eoa always from a
 * smart account.
 *
 * @example
 * const state = { accountType: 'eoa', chainId: 10, enabledChainIds: [10] } as const
 * canSwitchAccountType(state, 'smartAccount') // true
 */
export function canSwitchAccountType(
  state: Pick<SmartAccountContext, 'accountType' | 'chainId' | 'enabledChainIds'>,
  to: SmartAccountType,
): boolean {
  if (to === 'eoa') return state.accountType === 'smartAccount'
  return state.accountType === 'eoa' && state.enabledChainIds.includes(state.chainId)
}

/**
 * Switching between eoa and smart account (SPEC.md §4 "Smart account switching", §6 account
 * types): allowed per {@link canSwitchAccountType}; the frame is asked to set the preferred
 * account; success stores the type and tracks SET_PREFERRED_ACCOUNT_TYPE; a failure keeps
 * the old type with the error.
 */
export const smartAccountMachine = setup({
  types: {
    context: {} as SmartAccountContext,
    events: {} as SmartAccountEvent,
    input: {} as SmartAccountInput,
  },
  actions: {
    setNetwork: assign({
      chainId: ({ event }) => {
        assertEvent(event, 'smartAccount.setNetwork')
        return event.chainId
      },
    }),
    setEnabledNetworks: assign({
      enabledChainIds: ({ event }) => {
        assertEvent(event, 'smartAccount.setEnabledNetworks')
        return event.chainIds
      },
    }),
    setAccount: assign((_, params: PreferredAccount) => ({
      accountType: params.type,
      address: params.address,
      error: undefined,
    })),
    setError: assign((_, params: { error: BaseError }) => params),
    clearError: assign({ error: undefined }),
    // Side effects: supplied by the client through `.provide()`.
    storePreferredAccountType: (_, _params: { accountType: SmartAccountType }) => {},
    track: (
      _,
      _params: {
        event: 'SET_PREFERRED_ACCOUNT_TYPE'
        accountType: SmartAccountType
        network: number
      },
    ) => {},
  },
  actors: {
    setPreferredAccount: fromPromise<
      PreferredAccount,
      { accountType: SmartAccountType; chainId: number }
    >(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'setPreferredAccount' } })
    }),
  },
  guards: {
    canSwitch: ({ context, event }) => {
      assertEvent(event, 'smartAccount.switch')
      return canSwitchAccountType(context, event.accountType)
    },
  },
}).createMachine({
  id: 'smartAccount',
  initial: 'idle',
  context: ({ input }) => ({
    accountType: input.accountType,
    chainId: input.chainId,
    enabledChainIds: input.enabledChainIds ?? [],
    address: input.address,
    error: undefined,
  }),
  on: {
    'smartAccount.setNetwork': { actions: 'setNetwork' },
    'smartAccount.setEnabledNetworks': { actions: 'setEnabledNetworks' },
  },
  states: {
    idle: {
      on: {
        'smartAccount.switch': { guard: 'canSwitch', target: 'switching', actions: 'clearError' },
      },
    },
    switching: {
      invoke: {
        id: 'setPreferredAccount',
        src: 'setPreferredAccount',
        input: ({ context, event }) => {
          assertEvent(event, 'smartAccount.switch')
          return { accountType: event.accountType, chainId: context.chainId }
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setAccount', params: ({ event }) => event.output },
            {
              type: 'storePreferredAccountType',
              params: ({ context }) => ({ accountType: context.accountType }),
            },
            {
              type: 'track',
              params: ({ context }) => ({
                event: 'SET_PREFERRED_ACCOUNT_TYPE' as const,
                accountType: context.accountType,
                network: context.chainId,
              }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'setError',
            params: ({ event }) => ({
              error:
                event.error instanceof BaseError
                  ? event.error
                  : new FrameError('REQUEST_FAILED', { cause: event.error }),
            }),
          },
        },
      },
    },
  },
})
