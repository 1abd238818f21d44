import type { LatchClient } from '../client/latchClient.js'
import type { AccountData } from '../services/accountData.js'

/** None: the client is all it takes. */
export type GetAccountDataParameters = undefined

/** The blockchain service's reads, or `undefined` without a blockchain service. */
export type GetAccountDataReturnType = AccountData | undefined

/** None: its reads reject, each with its own error. */
export type GetAccountDataErrorType = never

/**
 * Balances, activity, identity and names of accounts through the blockchain service, with
 * the caching rules of SPEC.md §5; `undefined` when no blockchain service is configured.
 *
 * @example
 * const balances = await getAccountData(latch)?.getTokenBalances(address, 'eip155:1')
 */
export function getAccountData(latch: LatchClient): GetAccountDataReturnType {
  return latch._internal.services.accountData
}
