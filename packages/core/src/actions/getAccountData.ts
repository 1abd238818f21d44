import type { LatchClient } from '../client/latchClient.js'
import type { AccountData } from '../services/accountData.js'

/**
 * Balances, activity, identity and names of accounts through the blockchain service, with
 * the caching rules of SPEC.md §5; `undefined` when no blockchain service is configured.
 *
 * @example
 * const balances = await getAccountData(latch)?.getTokenBalances(address, 'eip155:1')
 */
export function getAccountData(latch: LatchClient): AccountData | undefined {
  return latch._internal.services.accountData
}
