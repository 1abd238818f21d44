import type { EmbeddedAccountType } from '@latch/frame-protocol'
import { type Address, isAddressEqual } from 'viem'
import { findUser } from '../auth/userStore.js'
import type { Queryable } from '../db/database.js'
import type { SmartAccountState, SmartAccounts } from '../smartAccounts/smartAccounts.js'
import type { WalletVault } from './walletVault.js'

/** A user's EVM accounts on one chain, and which of them the wallet acts as. */
export type EvmAccountsOnChain = {
  /** The key's own account (EOA), which also owns the smart account. */
  eoa: Address
  /** The smart account, where the chain offers one. */
  smartAccount: SmartAccountState | undefined
  /**
   * The account type the wallet answers with: the user's choice, else the site's default (the
   * session's), else the smart account.
   */
  active: EmbeddedAccountType
  /** The active account's address. */
  address: Address
}

export type EvmAccounts = {
  /**
   * The user's accounts on `chainId` (CAIP-2, eip155); `siteDefault` is the type of a user who
   * chose none (the session's `defaultAccountType`).
   */
  on(
    userId: string,
    chainId: string,
    siteDefault?: EmbeddedAccountType | undefined,
  ): Promise<EvmAccountsOnChain>
}

/**
 * Which account the embedded wallet is on each chain (SPEC.md §6 "Defaults: eip155
 * smartAccount"): where smart accounts are enabled, the type the user chose, else the site's
 * default (`defaultAccountTypes.eip155`), else the smart account; elsewhere always the key's
 * account.
 */
export function createEvmAccounts({
  db,
  vault,
  smartAccounts,
}: {
  db: Queryable
  vault: WalletVault
  smartAccounts: SmartAccounts
}): EvmAccounts {
  return {
    async on(userId, chainId, siteDefault) {
      const eoa = (await vault.ensureKeys(userId)).eip155 as Address
      if (!smartAccounts.enabled(chainId)) {
        return { eoa, smartAccount: undefined, active: 'eoa', address: eoa }
      }
      const [user, smartAccount] = await Promise.all([
        findUser(db, userId),
        smartAccounts.stateOf(chainId, eoa),
      ])
      const active = user?.preferredAccountType ?? siteDefault ?? 'smartAccount'
      return {
        eoa,
        smartAccount,
        active,
        address: active === 'smartAccount' ? smartAccount.address : eoa,
      }
    },
  }
}

/** Which of the user's accounts `address` is, if any. */
export function accountTypeOf(
  accounts: EvmAccountsOnChain,
  address: string,
): EmbeddedAccountType | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  if (isAddressEqual(address as Address, accounts.eoa)) return 'eoa'
  if (accounts.smartAccount && isAddressEqual(address as Address, accounts.smartAccount.address)) {
    return 'smartAccount'
  }
  return undefined
}
