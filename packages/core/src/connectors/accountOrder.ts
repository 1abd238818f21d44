import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AccountType } from './connector.js'

/** The account type a site starts each namespace on (SPEC.md §6 "Account types"). */
export type DefaultAccountTypes = Partial<Record<ChainNamespace, AccountType>>

/**
 * SPEC.md §6's defaults: eip155 `smartAccount` (the embedded wallet's, where the project offers
 * one), polkadot `eoa`, solana `eoa`, bip122 `payment`.
 */
const defaultAccountTypes: DefaultAccountTypes = {
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  bip122: 'payment',
}

/**
 * The account type a namespace shows first when the visitor chose none: the site's default
 * (`defaultAccountTypes` of the config) over SPEC.md's. Not for eip155: there the embedded
 * wallet's frame says which account signs (the visitor's choice the server keeps, else the
 * site's default, told with each user read), and its account comes first already; ordering by a
 * default here could show one account while the other signs.
 */
export function preferredAccountTypesByDefault(
  site: DefaultAccountTypes | undefined,
): DefaultAccountTypes {
  const { eip155: _signedByTheFrame, ...others } = { ...defaultAccountTypes, ...site }
  return others
}

/** The embedded wallet's eip155 account type by default: the site's, else a smart account. */
export function embeddedDefaultAccountType(
  site: DefaultAccountTypes | undefined,
): 'eoa' | 'smartAccount' {
  return site?.eip155 === 'eoa' ? 'eoa' : 'smartAccount'
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
