import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

/** Nothing to give: the next page's cursor is the machine's. */
export type LoadMoreNftsParameters = Record<string, never>

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type LoadMoreNftsReturnType = void

/** An `InternalError` when the machines cannot load. */
export type LoadMoreNftsErrorType = InternalError

/**
 * Lists the next page of NFTs after those {@link loadNfts} listed, as the NFTs tab's "Show
 * more" does: `state.nfts.loadingMore` while it is read, then the page after the others, or
 * `moreError`. Nothing happens without a next page (`state.nfts.hasMore`).
 *
 * @example
 * if (latch.getState().nfts.hasMore) await loadMoreNfts(latch)
 */
export function loadMoreNfts(
  latch: LatchClient,
  _parameters: LoadMoreNftsParameters = {},
): Promise<LoadMoreNftsReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'nfts.more' })
  })
}
