/**
 * The site's console errors but one: sign-client's own log of a session settlement it found no
 * pending session for, an open upstream race (WalletConnect/walletconnect-monorepo#7066) that a
 * relay answering within a millisecond, as the local one does, can hit. The session is settled
 * all the same: each journey checks its outcome on both sides.
 */
export function withoutSettleRace(errors: readonly string[]): string[] {
  return errors.filter(
    (error) => !/msg: Pending session not found for topic [0-9a-f]{64}\}$/.test(error),
  )
}
