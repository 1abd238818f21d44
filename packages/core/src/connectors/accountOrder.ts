import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AccountType } from './connector.js'

/**
 * The account type a namespace shows first when the visitor chose none (SPEC.md §6 "Account
 * types": Bitcoin shows its payment account). Other namespaces keep the wallet's order.
 */
export const defaultPreferredAccountTypes: Partial<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
}

/**
 * The accounts with the first one of type `preferred` moved to the front (the account a
 * connection shows is its first); as they are when there is no preference or no such account.
 *
 * @example
 * orderAccounts([{ address: 'bc1p…', type: 'ordinal' }, { address: 'bc1q…', type: 'payment' }], 'payment')
 * // [{ address: 'bc1q…', type: 'payment' }, { address: 'bc1p…', type: 'ordinal' }]
 */
export function orderAccounts<Account extends { address: string; type?: AccountType | undefined }>(
  accounts: readonly Account[],
  preferred: AccountType | undefined,
): Account[] {
  const index = preferred === undefined ? -1 : accounts.findIndex(({ type }) => type === preferred)
  if (index <= 0) return [...accounts]
  return [accounts[index] as Account, ...accounts.filter((_, at) => at !== index)]
}

/** Whether `accounts` hold one of type `type` that is not first yet. */
export function movesToFront(
  accounts: readonly { type?: AccountType | undefined }[],
  type: AccountType,
): boolean {
  return accounts.findIndex((account) => account.type === type) > 0
}
