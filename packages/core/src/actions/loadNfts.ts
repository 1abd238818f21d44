import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type LoadNftsParameters = {
  /** The account's address. */
  address: string
  /** CAIP-2: the network whose NFTs are listed; none: there are none to list. */
  chainId: string | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type LoadNftsReturnType = void

/** An `InternalError` when the machines cannot load. */
export type LoadNftsErrorType = InternalError

/**
 * Lists an account's NFTs on a network from the first page, as the Account view's NFTs tab
 * does when it opens: `state.nfts` shows them (`unsupported` off eip155, `unavailable` without
 * a blockchain service), and {@link loadMoreNfts} the pages after. A transfer from the account
 * has them read again.
 *
 * @example
 * await loadNfts(latch, { address, chainId: 'eip155:31337' })
 */
export function loadNfts(
  latch: LatchClient,
  { address, chainId }: LoadNftsParameters,
): Promise<LoadNftsReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'nfts.load', address, chainId })
  })
}
