import type { ChainNamespace } from '../caip/chainNamespace.js'
import { blockchainOf } from '../client/blockchainOf.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchServices } from '../client/latchServices.js'
import { AdapterError } from '../errors/adapter.js'
import type { HttpError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { ServiceError } from '../errors/service.js'
import type { SmartSession } from '../services/blockchainSchemas.js'

export type GetSessionsParameters = {
  /** The namespace whose connected account's sessions are listed (the active one by default). */
  namespace?: ChainNamespace | undefined
}

export type GetSessionsReturnType = readonly SmartSession[]

/**
 * "The wallet is not connected" (`AdapterError`), the service's failure (`HttpError`,
 * `ServiceError`), or "services.blockchainUrl is not provided" (`InternalError`).
 */
export type GetSessionsErrorType = AdapterError | HttpError | ServiceError | InternalError

/**
 * The smart sessions the connected account granted, oldest first, revoked ones included, from
 * the blockchain service (`GET /v1/sessions/{address}`): each with its id (`pci`), network,
 * expiry and permissions.
 *
 * @example
 * const active = (await getSessions(latch)).filter((session) => !session.revoked)
 */
export function getSessions(
  latch: LatchClient,
  { namespace }: GetSessionsParameters = {},
): Promise<GetSessionsReturnType> {
  return latch._internal.run(async (runtime) => {
    const { namespace: used } = runtime.connectionOf(namespace)
    const address = runtime.connectedAccount(used)?.accounts[0]?.address
    return readSessions(latch._internal.services.blockchain, address)
  })
}

/**
 * The sessions `address` granted, from the blockchain service: `getSessions`, and the sessions
 * machine's read (the client provides it). No address: the account is not connected.
 */
export async function readSessions(
  blockchain: LatchServices['blockchain'],
  address: string | undefined,
): Promise<GetSessionsReturnType> {
  if (!address) throw new AdapterError('NOT_CONNECTED')
  return (await (await blockchainOf(blockchain)).getSessions(address)).sessions
}
