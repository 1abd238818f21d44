import type { Connection } from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/constants'
import type { Eip1193Provider } from './eip1193.js'

type ConnectionAccount = Connection['accounts'][number]

type TypedAccountsProvider = Eip1193Provider & {
  reconnect(): Promise<{ accounts?: readonly ConnectionAccount[] | undefined } | undefined>
}

// Latch's embedded wallet (core's AUTH provider, whose `reconnect()` answers the signed-in
// account with its typed accounts) knows which is the smart account; a browser wallet, or
// WalletConnect's session, reports plain addresses only.
export function knowsAccountTypes(
  connectorId: string,
  provider: Eip1193Provider,
): provider is TypedAccountsProvider {
  return (
    connectorId === AUTH_CONNECTOR_ID &&
    typeof (provider as { reconnect?: unknown }).reconnect === 'function'
  )
}

/**
 * The connection's accounts for the addresses EIP-1193 reported: each labelled with its type
 * where the provider knows it (the embedded wallet's smart account and the key that owns it),
 * else a plain key account (`eoa`); the provider's other accounts follow the reported ones, so
 * that the visitor can switch to them.
 *
 * @example
 * await typedAccounts('auth', provider, ['0xSmart']) // [{ address: '0xSmart', type: 'smartAccount' }, { address: '0xKey', type: 'eoa' }]
 */
export async function typedAccounts(
  connectorId: string,
  provider: Eip1193Provider,
  addresses: readonly string[],
): Promise<ConnectionAccount[]> {
  const known = knowsAccountTypes(connectorId, provider)
    ? ((await provider.reconnect())?.accounts ?? [])
    : []
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const reported = addresses.map(
    (address): ConnectionAccount =>
      known.find((account) => same(account.address, address)) ?? { address, type: 'eoa' },
  )
  const others = known.filter(
    (account) => !addresses.some((address) => same(address, account.address)),
  )
  return [...reported, ...others]
}
