import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { InternalError } from '../errors/internal.js'
import { NameError } from '../errors/names.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type NameRegistrationBody,
  type NameRegistrationContext,
  nameRegistrationMachine,
  nameRegistrationStatusOf,
  registrationMessage,
  type SignedRegistration,
} from './nameRegistration.js'

const address = '0x1111111111111111111111111111111111111111'

type Overrides = {
  sign?: (input: { name: string; address: string }) => Promise<SignedRegistration>
  post?: (body: NameRegistrationBody) => Promise<unknown>
  chainId?: number
}

function start(overrides: Overrides = {}) {
  const setProfileName = vi.fn()
  const navigate = vi.fn()
  const sign = vi.fn(
    overrides.sign ??
      (async ({ name }: { name: string; address: string }) => ({
        message: registrationMessage(name, 1_700_000_000),
        signature: '0xsig',
      })),
  )
  const post = vi.fn(overrides.post ?? (async (_: NameRegistrationBody) => ({})))
  const machine = nameRegistrationMachine.provide({
    actions: { setProfileName, navigate },
    actors: {
      signRegistration: fromPromise(async ({ input }) => sign(input)),
      postRegistration: fromPromise(async ({ input }) => post(input)),
    },
  })
  const actor = createActor(machine, {
    input: { address, chainId: overrides.chainId ?? 10 },
  }).start()
  const views = () => navigate.mock.calls.map(([, params]) => params.view)
  return { actor, setProfileName, navigate, views, sign, post }
}

describe('registrationMessage', () => {
  it('default: the name, empty attributes and the time in seconds, as JSON', () => {
    expect(registrationMessage('ada', 1_700_000_000)).toBe(
      '{"name":"ada","attributes":{},"timestamp":1700000000}',
    )
  })
})

describe('nameRegistrationMachine', () => {
  it('default: idle for the given account', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ address, chainId: 10, name: '' })
  })

  it('behavior: sign, post with the coin type, set the profile name, show success', async () => {
    const { actor, sign, post, setProfileName, views } = start()
    expect(nameRegistrationStatusOf(actor.getSnapshot())).toBe('idle')
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    expect(nameRegistrationStatusOf(actor.getSnapshot())).toBe('registering')
    const registered = await waitFor(actor, (s) => s.matches('registered'))
    expect(nameRegistrationStatusOf(registered)).toBe('registered')
    expect(sign).toHaveBeenCalledWith({ name: 'ada-lovelace', address })
    expect(post).toHaveBeenCalledWith({
      coin_type: 2147483658,
      address,
      message: registrationMessage('ada-lovelace', 1_700_000_000),
      signature: '0xsig',
    })
    expect(setProfileName.mock.calls[0]?.[1]).toEqual({ name: 'ada-lovelace' })
    expect(views()).toEqual(['RegisterAccountNameSuccess'])
  })

  it('behavior: a name breaking the rule is not sent, and says so', () => {
    const { actor, sign, navigate } = start()
    for (const name of ['abc', 'no spaces', 'dots.not', '']) {
      actor.send({ type: 'name.submit', name })
      expect(actor.getSnapshot().context).toMatchObject({
        name,
        error: { code: 'REGISTER_FAILED', details: expect.stringContaining('at least four') },
      })
    }
    expect(actor.getSnapshot().value).toBe('idle')
    expect(nameRegistrationStatusOf(actor.getSnapshot())).toBe('failed')
    expect(sign).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('behavior: a chain id too large for a coin type is an error', () => {
    const { actor, sign } = start({ chainId: 2 ** 31 })
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error?.message).toBe('Invalid chainId for coin type')
    expect(sign).not.toHaveBeenCalled()
  })

  it('behavior: a failed signature or post is "Error registering name" and returns to the form', async () => {
    const cases: Overrides[] = [
      { sign: () => Promise.reject(new Error('User rejected')) },
      { post: () => Promise.reject(new Error('409 taken')) },
    ]
    for (const overrides of cases) {
      const { actor, setProfileName, views } = start(overrides)
      actor.send({ type: 'name.submit', name: 'ada-lovelace' })
      const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
      expect(actor.getSnapshot().value).toBe('idle')
      expect(context.error).toBeInstanceOf(NameError)
      expect(context.error?.message).toBe('Error registering name')
      expect(context.error?.cause).toBeInstanceOf(Error)
      expect(views()).toEqual(['RegisterAccountName'])
      expect(setProfileName).not.toHaveBeenCalled()
    }
  })

  it('behavior: a retry after a failure registers', async () => {
    let attempts = 0
    const { actor, views } = start({
      post: async () => {
        attempts++
        if (attempts === 1) throw new Error('503')
      },
    })
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    const snapshot = await waitFor(actor, (s) => s.matches('registered'))
    expect(snapshot.context.error).toBeUndefined()
    expect(views()).toEqual(['RegisterAccountName', 'RegisterAccountNameSuccess'])
  })

  it('behavior: an un-provided signer fails with "signRegistration is not provided"', async () => {
    const actor = createActor(nameRegistrationMachine, { input: { address, chainId: 10 } }).start()
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    const { context, value } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(value).toBe('idle')
    expect(context.error?.code).toBe('REGISTER_FAILED')
    expect(context.error?.cause).toBeInstanceOf(InternalError)
    expect(context.error?.cause).toHaveProperty('message', 'signRegistration is not provided')
  })

  it('behavior: an un-provided poster fails with "postRegistration is not provided"', async () => {
    const navigate = vi.fn()
    const machine = nameRegistrationMachine.provide({
      actions: { navigate },
      actors: {
        signRegistration: fromPromise(async () => ({ message: 'm', signature: '0xsig' })),
      },
    })
    const actor = createActor(machine, { input: { address, chainId: 10 } }).start()
    actor.send({ type: 'name.submit', name: 'ada-lovelace' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error?.code).toBe('REGISTER_FAILED')
    expect(context.error?.cause).toHaveProperty('message', 'postRegistration is not provided')
    expect(navigate.mock.calls.map(([, params]) => params.view)).toEqual(['RegisterAccountName'])
  })

  it('behavior: a new submit after a failure signs the new name and clears the error', async () => {
    let attempts = 0
    const { actor, sign } = start({
      sign: async ({ name }) => {
        attempts++
        if (attempts === 1) throw new Error('User rejected')
        return { message: registrationMessage(name, 1), signature: '0xsig' }
      },
    })
    actor.send({ type: 'name.submit', name: 'first-name' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    actor.send({ type: 'name.submit', name: 'second-name' })
    expect(actor.getSnapshot().context).toMatchObject({ name: 'second-name', error: undefined })
    await waitFor(actor, (s) => s.matches('registered'))
    expect(sign).toHaveBeenLastCalledWith({ name: 'second-name', address })
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const walk = (chainId: number) =>
      machineCoverage(nameRegistrationMachine, {
        input: { address, chainId },
        events: [
          { type: 'name.submit', name: 'ada-lovelace' },
          { type: 'name.submit', name: 'abc' },
          {
            type: 'xstate.done.actor.signRegistration',
            output: { message: 'm', signature: '0xsig' },
          },
          { type: 'xstate.error.actor.signRegistration', error: new Error('x') },
          { type: 'xstate.done.actor.postRegistration', output: {} },
          { type: 'xstate.error.actor.postRegistration', error: new Error('x') },
        ],
        serializeContext: (context: NameRegistrationContext) => ({
          name: context.name,
          signed: context.signed !== undefined,
          error: context.error?.code,
        }),
      })
    // The coin-type branch needs an invalid chain id, which only the input sets.
    const valid = walk(10)
    const invalid = walk(2 ** 31)
    expect(valid.unreachedStates).toEqual([])
    expect(
      valid.untakenTransitions.filter((label) => invalid.untakenTransitions.includes(label)),
    ).toEqual([])
  })
})
