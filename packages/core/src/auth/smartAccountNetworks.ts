import type { LatchStorage } from '../storage/createStorage.js'

/**
 * Whether the project offers smart accounts on `caipNetworkId` (SPEC.md §4 "Smart account
 * switching"), by the list the frame gave last (`get smart account enabled networks`), kept in
 * storage so that a reload knows it before the frame answers.
 *
 * @example
 * storage.set('smartAccountEnabledNetworks', [1, 10])
 * smartAccountsEnabledOn(storage, 'eip155:10') // true
 */
export function smartAccountsEnabledOn(storage: LatchStorage, caipNetworkId: string): boolean {
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'eip155') return false
  return (storage.get('smartAccountEnabledNetworks') ?? []).includes(Number(reference))
}
