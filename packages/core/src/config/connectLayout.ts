import type { FeatureFlags } from './features.js'

export type WalletsBehindButtonParameters = Pick<
  FeatureFlags,
  'collapseWallets' | 'emailShowWallets'
> & {
  /** Whether the Connect view shows email login. */
  email: boolean
  /** Whether the Connect view shows any social login. */
  socials: boolean
}

/**
 * Whether the Connect view keeps its wallet list behind one "Continue with a wallet" button
 * (SPEC.md §6 `collapseWallets`, `emailShowWallets`): when the site collapses wallets, or
 * hides them next to email login and email is shown. Only beside a login: with neither email
 * nor socials the wallets are all there is, and are listed.
 *
 * @example
 * walletsBehindButton({ collapseWallets: false, emailShowWallets: false, email: true, socials: false })
 * // true
 */
export function walletsBehindButton({
  collapseWallets,
  emailShowWallets,
  email,
  socials,
}: WalletsBehindButtonParameters): boolean {
  if (!email && !socials) return false
  return collapseWallets || (!emailShowWallets && email)
}
