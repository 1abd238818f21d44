import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { InternalError } from '../errors/internal.js'
import { NameError } from '../errors/names.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type NameRegistrationBody,
  type NameRegistrationContext,
  nameRegistrationMachine,
  registrationMessage,
  type SignedRegistration,
} from './nameRegistration.js'
import { nameRegistrationStatusOf } from './nameRegistrationStatus.js'

const address = '0x1111111111111111111111111111111111111111'

// The chain id of the account the root adds to each name (set by `start`).
let chainId = 10
const submit = (name: string) => ({ type: 'name.submit' as const, name, address, chainId })

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
  chainId = overrides.chainId ?? 10
  const actor = createActor(machine).start()
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
  it('default: idle, for no account until a name comes with one', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ address: undefined, name: '' })
  })

  it('error: without a connected account, "Address or auth connector not found", unsigned', () => {
    const { actor, sign } = start()
    actor.send({ ...submit('ada-lovelace'), address: undefined })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toBeInstanceOf(NameError)
    expect(actor.getSnapshot().context.error?.code).toBe('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    expect(sign).not.toHaveBeenCalled()
  })

  it('error: without the account\'s network, "Network not found", unsigned', () => {
    const { actor, sign } = start()
    actor.send({ ...submit('ada-lovelace'), chainId: undefined })
    expect(actor.getSnapshot().context.error?.code).toBe('NETWORK_NOT_FOUND')
    expect(sign).not.toHaveBeenCalled()
  })

  it('behavior: once registered, another name registers for the account it comes with', async () => {
    const { actor, post } = start()
    actor.send(submit('ada-lovelace'))
    await waitFor(actor, (s) => s.matches('registered'))
    const other = '0x2222222222222222222222222222222222222222'
    actor.send({ ...submit('grace-hopper'), address: other })
    expect(nameRegistrationStatusOf(actor.getSnapshot())).toBe('registering')
    await waitFor(actor, (s) => s.matches('registered'))
    expect(post).toHaveBeenLastCalledWith(expect.objectContaining({ address: other }))
    expect(actor.getSnapshot().context.name).toBe('grace-hopper')
  })

  it('behavior: sign, post with the coin type, set the profile name, show success', async () => {
    const { actor, sign, post, setProfileName, views } = start()
    expect(nameRegistrationStatusOf(actor.getSnapshot())).toBe('idle')
    actor.send(submit('ada-lovelace'))
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
      actor.send(submit(name))
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
    actor.send(submit('ada-lovelace'))
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
      actor.send(submit('ada-lovelace'))
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
    actor.send(submit('ada-lovelace'))
    await waitFor(actor, (s) => s.context.error !== undefined)
    actor.send(submit('ada-lovelace'))
    const snapshot = await waitFor(actor, (s) => s.matches('registered'))
    expect(snapshot.context.error).toBeUndefined()
    expect(views()).toEqual(['RegisterAccountName', 'RegisterAccountNameSuccess'])
  })

  it('behavior: an un-provided signer fails with "signRegistration is not provided"', async () => {
    const actor = createActor(nameRegistrationMachine, { input: { address, chainId: 10 } }).start()
    // Not through `start`: the chain id is this test's own, whatever the test before set.
    actor.send({ ...submit('ada-lovelace'), chainId: 10 })
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
    const actor = createActor(machine).start()
    actor.send(submit('ada-lovelace'))
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
    actor.send(submit('first-name'))
    await waitFor(actor, (s) => s.context.error !== undefined)
    actor.send(submit('second-name'))
    expect(actor.getSnapshot().context).toMatchObject({ name: 'second-name', error: undefined })
    await waitFor(actor, (s) => s.matches('registered'))
    expect(sign).toHaveBeenLastCalledWith({ name: 'second-name', address })
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(nameRegistrationMachine, {
      events: [
        submit('ada-lovelace'),
        submit('abc'),
        { ...submit('ada-lovelace'), address: undefined },
        { ...submit('ada-lovelace'), chainId: undefined },
        // A chain id with no coin type.
        { ...submit('ada-lovelace'), chainId: 2 ** 31 },
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
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
