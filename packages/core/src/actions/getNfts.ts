import { blockchainOf } from '../client/blockchainOf.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchServices } from '../client/latchServices.js'
import type { HttpError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { ServiceError } from '../errors/service.js'
import { withErrorReporting } from '../machines/telemetry.js'
import type { Nft } from '../services/blockchainSchemas.js'

export type GetNftsParameters = {
  /** The account's address (eip155). */
  address: string
  /** CAIP-2: the network whose NFTs are listed. */
  chainId: string
  /** The page after the one that gave this `next`. */
  cursor?: string | undefined
}

export type GetNftsReturnType = { data: readonly Nft[]; next: string | null }

/**
 * The service's failure (`HttpError`, `ServiceError`), or "services.blockchainUrl is not
 * provided" (`InternalError`) without a blockchain service.
 */
export type GetNftsErrorType = HttpError | ServiceError | InternalError

/**
 * A page of the NFTs an account holds on a network, from the blockchain service
 * (`GET /v1/account/{address}/nfts`): each with its collection, name, image and token id;
 * `next` pages on.
 *
 * @example
 * const { data, next } = await getNfts(latch, { address, chainId: 'eip155:31337' })
 */
export function getNfts(
  latch: LatchClient,
  parameters: GetNftsParameters,
): Promise<GetNftsReturnType> {
  // A failure is reported, as the actions the client runs are (SPEC.md §8 "Generic").
  const { blockchain, errorReporter } = latch._internal.services
  return withErrorReporting(readNfts, errorReporter)(blockchain, parameters)
}

/** A page of NFTs from the blockchain service: `getNfts`, and the NFTs machine's read. */
export async function readNfts(
  blockchain: LatchServices['blockchain'],
  { address, chainId, cursor }: GetNftsParameters,
): Promise<GetNftsReturnType> {
  const service = await blockchainOf(blockchain)
  return service.getNfts(address, { chainId, ...(cursor ? { cursor } : {}) })
}
