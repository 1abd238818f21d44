import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  canSwitchAccountType,
  type PreferredAccount,
  type SmartAccountContext,
  type SmartAccountInput,
  type SmartAccountType,
  smartAccountMachine,
} from './smartAccount.js'

const eoaAddress = '0x1111111111111111111111111111111111111111'
const smartAddress = '0x2222222222222222222222222222222222222222'

type SetPreferred = (input: {
  accountType: SmartAccountType
  chainId: number
}) => Promise<PreferredAccount>

function start(input: SmartAccountInput, set?: SetPreferred) {
  const storePreferredAccountType = vi.fn()
  const track = vi.fn()
  const setPreferredAccount = vi.fn(
    set ??
      (async ({ accountType }: { accountType: SmartAccountType; chainId: number }) => ({
        type: accountType,
        address: accountType === 'eoa' ? eoaAddress : smartAddress,
      })),
  )
  const machine = smartAccountMachine.provide({
    actions: { storePreferredAccountType, track },
    actors: { setPreferredAccount: fromPromise(async ({ input }) => setPreferredAccount(input)) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, storePreferredAccountType, track, setPreferredAccount }
}

describe('canSwitchAccountType', () => {
  it('behavior: to smartAccount needs eoa and an enabled network', () => {
    const base = { chainId: 10, enabledChainIds: [10, 8453] }
    expect(canSwitchAccountType({ ...base, accountType: 'eoa' }, 'smartAccount')).toBe(true)
    expect(canSwitchAccountType({ ...base, chainId: 1, accountType: 'eoa' }, 'smartAccount')).toBe(
      false,
    )
    expect(canSwitchAccountType({ ...base, accountType: 'smartAccount' }, 'smartAccount')).toBe(
      false,
    )
  })

  it('behavior: back to eoa whenever the account is a smart account', () => {
    expect(
      canSwitchAccountType({ accountType: 'smartAccount', chainId: 1, enabledChainIds: [] }, 'eoa'),
    ).toBe(true)
    expect(
      canSwitchAccountType({ accountType: 'eoa', chainId: 1, enabledChainIds: [1] }, 'eoa'),
    ).toBe(false)
  })
})

describe('smartAccountMachine', () => {
  it('default: idle with the given type and no enabled networks', () => {
    const { actor } = start({ accountType: 'eoa', chainId: 10 })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      accountType: 'eoa',
      enabledChainIds: [],
      error: undefined,
    })
  })

  it('behavior: switching to a smart account stores the type and tracks it', async () => {
    const { actor, storePreferredAccountType, track, setPreferredAccount } = start({
      accountType: 'eoa',
      chainId: 10,
      enabledChainIds: [10],
    })
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    expect(actor.getSnapshot().value).toBe('switching')
    const { context } = await waitFor(actor, (s) => s.matches('idle'))
    expect(setPreferredAccount).toHaveBeenCalledWith({ accountType: 'smartAccount', chainId: 10 })
    expect(context.accountType).toBe('smartAccount')
    expect(context.address).toBe(smartAddress)
    expect(storePreferredAccountType.mock.calls[0]?.[1]).toEqual({ accountType: 'smartAccount' })
    expect(track.mock.calls[0]?.[1]).toEqual({
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      accountType: 'smartAccount',
      network: 10,
    })
  })

  it('behavior: a network not enabled for smart accounts cannot switch', () => {
    const { actor, setPreferredAccount } = start({
      accountType: 'eoa',
      chainId: 1,
      enabledChainIds: [10],
    })
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(setPreferredAccount).not.toHaveBeenCalled()
  })

  it('behavior: the enabled networks and the active network follow their events', () => {
    const { actor } = start({ accountType: 'eoa', chainId: 1 })
    actor.send({ type: 'smartAccount.setEnabledNetworks', chainIds: [8453] })
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'smartAccount.setNetwork', chainId: 8453 })
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    expect(actor.getSnapshot().value).toBe('switching')
  })

  it('behavior: back to eoa is always allowed from a smart account', async () => {
    const { actor } = start({ accountType: 'smartAccount', chainId: 1, enabledChainIds: [] })
    actor.send({ type: 'smartAccount.switch', accountType: 'eoa' })
    const { context } = await waitFor(actor, (s) => s.matches('idle'))
    expect(context.accountType).toBe('eoa')
    expect(context.address).toBe(eoaAddress)
  })

  it('behavior: a failure keeps the old type with the error, and can be retried', async () => {
    let attempts = 0
    const cause = new Error('frame timeout')
    const { actor, storePreferredAccountType } = start(
      { accountType: 'eoa', chainId: 10, enabledChainIds: [10] },
      async ({ accountType }) => {
        attempts++
        if (attempts === 1) throw cause
        return { type: accountType, address: smartAddress }
      },
    )
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.context.accountType).toBe('eoa')
    expect(failed.context.error).toBeInstanceOf(FrameError)
    expect(failed.context.error?.cause).toBe(cause)
    expect(storePreferredAccountType).not.toHaveBeenCalled()
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    const done = await waitFor(actor, (s) => s.context.accountType === 'smartAccount')
    expect(done.context.error).toBeUndefined()
  })

  it('behavior: a frame error reply is kept as it is', async () => {
    const reply = FrameError.fromReply('Smart accounts are not available')
    const { actor } = start({ accountType: 'eoa', chainId: 10, enabledChainIds: [10] }, () =>
      Promise.reject(reply),
    )
    actor.send({ type: 'smartAccount.switch', accountType: 'smartAccount' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBe(reply)
    expect(context.accountType).toBe('eoa')
  })

  it('behavior: an un-provided switch fails with "setPreferredAccount is not provided"', async () => {
    const track = vi.fn()
    const actor = createActor(smartAccountMachine.provide({ actions: { track } }), {
      input: { accountType: 'smartAccount', chainId: 1 },
    }).start()
    actor.send({ type: 'smartAccount.switch', accountType: 'eoa' })
    const { context, value } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(value).toBe('idle')
    expect(context.error).toBeInstanceOf(InternalError)
    expect(context.error?.message).toBe('setPreferredAccount is not provided')
    expect(context.accountType).toBe('smartAccount')
    expect(track).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(smartAccountMachine, {
      input: { accountType: 'eoa', chainId: 10, enabledChainIds: [10] },
      events: [
        { type: 'smartAccount.switch', accountType: 'smartAccount' },
        { type: 'smartAccount.switch', accountType: 'eoa' },
        { type: 'smartAccount.setNetwork', chainId: 1 },
        { type: 'smartAccount.setEnabledNetworks', chainIds: [1] },
        {
          type: 'xstate.done.actor.setPreferredAccount',
          output: { type: 'smartAccount', address: smartAddress },
        },
        { type: 'xstate.error.actor.setPreferredAccount', error: new Error('x') },
      ],
      serializeContext: (context: SmartAccountContext) => ({
        accountType: context.accountType,
        chainId: context.chainId,
        enabled: context.enabledChainIds,
        error: context.error?.code,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
