import { assign, fromPromise, setup } from 'xstate'
import { InternalError } from '../errors/internal.js'
import type { Nft } from '../services/blockchainSchemas.js'
import { isNotProvided } from './notProvided.js'

/** NFTs are listed where the blockchain service indexes them: eip155 networks. */
const nftNamespaces = ['eip155']

/** A page of NFTs and the cursor of the next (`null`: the last). */
export type NftsPage = { data: readonly Nft[]; next: string | null }

export type NftsContext = {
  /** The account whose NFTs are (being) listed. */
  address: string | undefined
  /** CAIP-2: the network they are listed on. */
  chainId: string | undefined
  /** Every page read so far, in order. */
  items: readonly Nft[]
  /** The cursor of the next page; `null` once the last has been read. */
  next: string | null
  /** Why the first page could not be read. */
  error: unknown
  /** Why the last "more" could not be read, until the next one. */
  moreError: unknown
}

export type NftsEvent =
  /** Lists the account's NFTs on the network from the first page (again). */
  | { type: 'nfts.load'; address: string; chainId: string | undefined }
  /** Reads the next page, after those listed. */
  | { type: 'nfts.more' }
  /** What the account holds changed (a transfer): the list is read again from the first page. */
  | { type: 'nfts.reload'; address: string }

/**
 * The NFTs of an account on a network (SPEC.md §1, the Account view's NFTs tab): the first
 * page from the blockchain service, then one more page at a time on demand. Off eip155 they
 * are `unsupported`; without a blockchain service (or a network) `unavailable`. A new first
 * page (another account, a transfer) drops the pages after it. The client provides the read
 * (`fetchNfts`).
 */
export const nftsMachine = setup({
  types: {
    context: {} as NftsContext,
    events: {} as NftsEvent,
  },
  actors: {
    fetchNfts: fromPromise<
      NftsPage,
      { address: string; chainId: string; cursor?: string | undefined }
    >(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'fetchNfts' } })
    }),
  },
  guards: {
    noNetwork: ({ event }) => event.type === 'nfts.load' && event.chainId === undefined,
    unsupported: ({ event }) =>
      event.type === 'nfts.load' && !nftNamespaces.includes(event.chainId?.split(':')[0] ?? ''),
    sameAccount: ({ context, event }) =>
      event.type === 'nfts.reload' && event.address === context.address,
    hasMore: ({ context }) => context.next !== null,
    notProvided: ({ event }) => isNotProvided((event as { error?: unknown }).error),
  },
  actions: {
    takeSubject: assign(({ event }) =>
      event.type === 'nfts.load'
        ? { address: event.address, chainId: event.chainId, items: [], next: null }
        : {},
    ),
  },
}).createMachine({
  id: 'nfts',
  initial: 'idle',
  context: {
    address: undefined,
    chainId: undefined,
    items: [],
    next: null,
    error: undefined,
    moreError: undefined,
  },
  on: {
    'nfts.load': [
      { guard: 'noNetwork', target: '.unavailable', actions: 'takeSubject' },
      { guard: 'unsupported', target: '.unsupported', actions: 'takeSubject' },
      { target: '.loading', reenter: true, actions: 'takeSubject' },
    ],
  },
  states: {
    idle: {},
    unavailable: {},
    unsupported: {},
    loading: {
      entry: assign({ items: [], next: null, error: undefined, moreError: undefined }),
      invoke: {
        id: 'fetchNfts',
        src: 'fetchNfts',
        // Entered only from a load on an eip155 network, which set both.
        input: ({ context }) => ({
          address: context.address as string,
          chainId: context.chainId as string,
        }),
        onDone: {
          target: 'loaded',
          actions: assign({
            items: ({ event }) => event.output.data,
            next: ({ event }) => event.output.next,
          }),
        },
        onError: [
          { guard: 'notProvided', target: 'unavailable' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    loaded: {
      initial: 'ready',
      on: { 'nfts.reload': { guard: 'sameAccount', target: 'loading' } },
      states: {
        ready: {
          on: {
            'nfts.more': {
              guard: 'hasMore',
              target: 'loadingMore',
              actions: assign({ moreError: undefined }),
            },
          },
        },
        loadingMore: {
          invoke: {
            id: 'fetchMoreNfts',
            src: 'fetchNfts',
            input: ({ context }) => ({
              address: context.address as string,
              chainId: context.chainId as string,
              cursor: context.next ?? undefined,
            }),
            onDone: {
              target: 'ready',
              actions: assign({
                items: ({ context, event }) => [...context.items, ...event.output.data],
                next: ({ event }) => event.output.next,
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({ moreError: ({ event }) => event.error }),
            },
          },
        },
      },
    },
    failed: { on: { 'nfts.reload': { guard: 'sameAccount', target: 'loading' } } },
  },
})
