import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants/time.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  isPairingExpired,
  type Pairing,
  type PairingApproval,
  type PairingContext,
  pairingMachine,
} from './pairing.js'

/** The machine with `fetch` for its URIs and a wallet whose answer the test gives. */
function start(fetch: () => Promise<Pairing>) {
  const fetchPairingUri = vi.fn(fetch)
  const approved = vi.fn()
  const wallet = {
    approve: (_: PairingApproval) => {},
    refuse: (_: Error) => {},
  }
  const actor = createActor(
    pairingMachine.provide({
      actors: {
        fetchPairingUri: fromPromise(() => fetchPairingUri()),
        awaitApproval: fromPromise(
          () =>
            new Promise<PairingApproval>((resolve, reject) => {
              wallet.approve = resolve
              wallet.refuse = reject
            }),
        ),
      },
      actions: { approved: (_, approval) => approved(approval) },
    }),
    { input: {} },
  ).start()
  return { actor, fetchPairingUri, wallet, approved }
}

const pairingAt = (uri: string) => async (): Promise<Pairing> => ({
  uri,
  expiresAt: Date.now() + PAIRING_LIFETIME_MS,
})

describe('isPairingExpired', () => {
  it('default: fresh until 10 s before expiry, expired from then on', () => {
    const expiresAt = 1_000_000
    expect(isPairingExpired(expiresAt, expiresAt - PAIRING_EXPIRY_MARGIN_MS - 1)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - PAIRING_EXPIRY_MARGIN_MS)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
  })
})

describe('pairingMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: idle, no URI', () => {
    const { actor } = start(pairingAt('wc:a'))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.uri).toBeUndefined()
  })

  it('behavior: fetches the URI and shows it', async () => {
    const { actor } = start(pairingAt('wc:a@2'))
    actor.send({ type: 'pairing.fetch' })
    const snapshot = await waitFor(actor, (s) => s.matches('active'))
    expect(snapshot.context.uri).toBe('wc:a@2')
    expect(snapshot.context.expiresAt).toBe(Date.now() + PAIRING_LIFETIME_MS)
  })

  it('behavior: expires 4 min less the 10 s margin after it was fetched', async () => {
    const { actor } = start(pairingAt('wc:a'))
    actor.send({ type: 'pairing.fetch' })
    const { context } = await waitFor(actor, (s) => s.matches('active'))
    const expiryFiresAt = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS
    vi.advanceTimersByTime(expiryFiresAt - 1)
    expect(actor.getSnapshot().value).toBe('active')
    expect(isPairingExpired(context.expiresAt ?? 0, Date.now())).toBe(false)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('expired')
    expect(isPairingExpired(context.expiresAt ?? 0, Date.now())).toBe(true)
    expect(actor.getSnapshot().context.uri).toBeUndefined()
  })

  it('behavior: refresh after expiry fetches a new URI', async () => {
    let count = 0
    const { actor, fetchPairingUri } = start(async () => pairingAt(`wc:${++count}`)())
    actor.send({ type: 'pairing.fetch' })
    await waitFor(actor, (s) => s.matches('active'))
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS)
    actor.send({ type: 'pairing.refresh' })
    const snapshot = await waitFor(actor, (s) => s.matches('active'))
    expect(snapshot.context.uri).toBe('wc:2')
    expect(fetchPairingUri).toHaveBeenCalledTimes(2)
  })

  it('behavior: a failed fetch keeps the error and can be refreshed', async () => {
    let fail = true
    const cause = new Error('relay down')
    const { actor } = start(async () => {
      if (fail) throw cause
      return pairingAt('wc:ok')()
    })
    actor.send({ type: 'pairing.fetch' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error?.message).toBe('Failed to connect')
    expect(failed.context.error?.cause).toBe(cause)
    fail = false
    actor.send({ type: 'pairing.refresh' })
    const active = await waitFor(actor, (s) => s.matches('active'))
    expect(active.context.error).toBeUndefined()
  })

  it('behavior: a connection through the pairing ends it, so it never expires; a later fetch pairs again', async () => {
    const { actor, fetchPairingUri, wallet, approved } = start(pairingAt('wc:a'))
    actor.send({ type: 'pairing.fetch' })
    await waitFor(actor, (s) => s.matches('active'))
    wallet.approve({ namespaces: ['eip155', 'solana'] })
    await waitFor(actor, (s) => s.matches('connected'))
    // The root hears which namespaces the session brings.
    expect(approved).toHaveBeenCalledWith({ namespaces: ['eip155', 'solana'] })
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS)
    expect(actor.getSnapshot().value).toBe('connected')
    actor.send({ type: 'pairing.fetch' })
    await waitFor(actor, (s) => s.matches('active'))
    expect(fetchPairingUri).toHaveBeenCalledTimes(2)
  })

  it('behavior: a refused pairing fails with the wallet’s refusal, its URI gone, and can be tried again', async () => {
    const { actor, wallet } = start(pairingAt('wc:a'))
    actor.send({ type: 'pairing.fetch' })
    await waitFor(actor, (s) => s.matches('active'))
    wallet.refuse(new ConnectionError('CONNECTION_REJECTED'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ uri: undefined })
    expect(actor.getSnapshot().context.error?.message).toBe('Connection rejected')
    actor.send({ type: 'pairing.refresh' })
    await waitFor(actor, (s) => s.matches('active'))
  })

  it('behavior: an un-provided fetch fails with "fetchPairingUri is not provided"', async () => {
    const actor = createActor(pairingMachine, { input: {} }).start()
    actor.send({ type: 'pairing.fetch' })
    const { context } = await waitFor(actor, (s) => s.matches('failed'))
    expect(context.error).toBeInstanceOf(InternalError)
    expect(context.error?.message).toBe('fetchPairingUri is not provided')
  })

  it('behavior: a Latch error from the fetch is kept as it is', async () => {
    const rejected = new ConnectionError('CONNECTION_REJECTED')
    const { actor } = start(() => Promise.reject(rejected))
    actor.send({ type: 'pairing.fetch' })
    const { context } = await waitFor(actor, (s) => s.matches('failed'))
    expect(context.error).toBe(rejected)
    expect(context.uri).toBeUndefined()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(pairingMachine, {
      input: {},
      events: [
        { type: 'pairing.fetch' },
        { type: 'pairing.refresh' },
        { type: 'xstate.done.actor.fetchPairingUri', output: { uri: 'wc:a', expiresAt: 1 } },
        { type: 'xstate.error.actor.fetchPairingUri', error: new Error('x') },
        { type: 'xstate.done.actor.awaitApproval', output: { namespaces: ['eip155'] } },
        {
          type: 'xstate.error.actor.awaitApproval',
          error: new ConnectionError('CONNECTION_REJECTED'),
        },
      ],
      serializeContext: (context: PairingContext) => ({
        uri: context.uri,
        error: context.error?.code,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
