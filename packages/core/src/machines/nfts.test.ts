import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { InternalError } from '../errors/internal.js'
import type { Nft } from '../services/blockchainSchemas.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type NftsContext, type NftsPage, nftsMachine } from './nfts.js'

const nft = (tokenId: string): Nft => ({
  chainId: 'eip155:1',
  contract: 'eip155:1:0xc0',
  collection: { name: 'Latch Cats', symbol: 'CAT' },
  tokenId,
  name: `Cat #${tokenId}`,
})

type Read = { address: string; chainId: string; cursor?: string | undefined }

/** The machine with a service that answers each read as `read` says. */
function nftsActor(read: (query: Read) => Promise<NftsPage>) {
  const fetchNfts = vi.fn(read)
  const actor = createActor(
    nftsMachine.provide({
      actors: { fetchNfts: fromPromise(({ input }) => fetchNfts(input)) },
    }),
  ).start()
  return { actor, fetchNfts }
}

const names = (actor: ReturnType<typeof nftsActor>['actor']) =>
  actor.getSnapshot().context.items.map((item) => item.tokenId)
const settledIn = (actor: ReturnType<typeof nftsActor>['actor'], state: 'loaded' | 'failed') =>
  waitFor(
    actor,
    (snapshot) => snapshot.matches(state) && !snapshot.matches({ loaded: 'loadingMore' }),
  )

describe('nftsMachine', () => {
  it('behavior: the first page, then the next on demand, after it', async () => {
    const { actor, fetchNfts } = nftsActor(async ({ cursor }) =>
      cursor ? { data: [nft('2')], next: null } : { data: [nft('1')], next: 'page-2' },
    )
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'nfts.load', address: '0x1', chainId: 'eip155:1' })
    expect(actor.getSnapshot().value).toBe('loading')
    await settledIn(actor, 'loaded')
    expect(names(actor)).toEqual(['1'])
    actor.send({ type: 'nfts.more' })
    expect(actor.getSnapshot().matches({ loaded: 'loadingMore' })).toBe(true)
    await settledIn(actor, 'loaded')
    expect(names(actor)).toEqual(['1', '2'])
    expect(actor.getSnapshot().context.next).toBeNull()
    // The last page read: "more" asks nothing.
    actor.send({ type: 'nfts.more' })
    expect(fetchNfts.mock.calls.map(([query]) => query)).toEqual([
      { address: '0x1', chainId: 'eip155:1' },
      { address: '0x1', chainId: 'eip155:1', cursor: 'page-2' },
    ])
  })

  it('behavior: off eip155 NFTs are unsupported, without a network unavailable; nothing is read', () => {
    const { actor, fetchNfts } = nftsActor(async () => ({ data: [], next: null }))
    actor.send({ type: 'nfts.load', address: 'So1', chainId: 'solana:5eykt4' })
    expect(actor.getSnapshot().value).toBe('unsupported')
    actor.send({ type: 'nfts.load', address: '0x1', chainId: undefined })
    expect(actor.getSnapshot().value).toBe('unavailable')
    expect(fetchNfts).not.toHaveBeenCalled()
  })

  it('behavior: a transfer from the account reads the first page again and drops the later ones', async () => {
    let held = ['1', '2']
    const { actor } = nftsActor(async ({ cursor }) =>
      cursor
        ? { data: [nft('9')], next: null }
        : { data: held.map((tokenId) => nft(tokenId)), next: 'page-2' },
    )
    actor.send({ type: 'nfts.load', address: '0x1', chainId: 'eip155:1' })
    await settledIn(actor, 'loaded')
    actor.send({ type: 'nfts.more' })
    await settledIn(actor, 'loaded')
    expect(names(actor)).toEqual(['1', '2', '9'])
    // Another account's transfer changes nothing here.
    actor.send({ type: 'nfts.reload', address: '0x2' })
    expect(actor.getSnapshot().matches('loaded')).toBe(true)
    held = ['2']
    actor.send({ type: 'nfts.reload', address: '0x1' })
    expect(actor.getSnapshot().value).toBe('loading')
    await settledIn(actor, 'loaded')
    expect(names(actor)).toEqual(['2'])
  })

  it('errors: without a blockchain service the list is unavailable, not failed', async () => {
    const { actor } = nftsActor(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'services.blockchainUrl' } })
    })
    actor.send({ type: 'nfts.load', address: '0x1', chainId: 'eip155:1' })
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'))
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('errors: a failed first page says why; a failed next page keeps the list and can be asked again', async () => {
    const down = new Error('service down')
    let failing: 'first' | 'more' | undefined = 'first'
    const { actor } = nftsActor(async ({ cursor }) => {
      if (failing === (cursor ? 'more' : 'first')) throw down
      return cursor ? { data: [nft('2')], next: null } : { data: [nft('1')], next: 'page-2' }
    })
    actor.send({ type: 'nfts.load', address: '0x1', chainId: 'eip155:1' })
    await settledIn(actor, 'failed')
    expect(actor.getSnapshot().context.error).toBe(down)
    // A transfer reads it again, as a load does.
    failing = 'more'
    actor.send({ type: 'nfts.reload', address: '0x1' })
    await settledIn(actor, 'loaded')
    actor.send({ type: 'nfts.more' })
    await settledIn(actor, 'loaded')
    expect(actor.getSnapshot().context.moreError).toBe(down)
    expect(names(actor)).toEqual(['1'])
    failing = undefined
    actor.send({ type: 'nfts.more' })
    expect(actor.getSnapshot().context.moreError).toBeUndefined()
    await settledIn(actor, 'loaded')
    expect(names(actor)).toEqual(['1', '2'])
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(nftsMachine, {
      events: [
        { type: 'nfts.load', address: '0x1', chainId: 'eip155:1' },
        { type: 'nfts.load', address: '0x1', chainId: 'solana:5eykt4' },
        { type: 'nfts.load', address: '0x1', chainId: undefined },
        { type: 'nfts.more' },
        { type: 'nfts.reload', address: '0x1' },
        { type: 'xstate.done.actor.fetchNfts', output: { data: [nft('1')], next: 'p2' } },
        { type: 'xstate.error.actor.fetchNfts', error: new Error('down') },
        {
          type: 'xstate.error.actor.fetchNfts',
          error: new InternalError('NOT_PROVIDED', { values: { name: 'x' } }),
        },
        { type: 'xstate.done.actor.fetchMoreNfts', output: { data: [nft('2')], next: null } },
        { type: 'xstate.error.actor.fetchMoreNfts', error: new Error('down') },
      ],
      serializeContext: (context: NftsContext) => [
        context.chainId,
        context.items.length,
        context.next,
        Boolean(context.error),
        Boolean(context.moreError),
      ],
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
