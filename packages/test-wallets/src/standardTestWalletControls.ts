/** What tests (never dapps) use to steer a wallet-standard test wallet as its user would. */
export type StandardTestWalletControls = {
  /**
   * The next request of `feature` (such as `solana:signMessage` or `bitcoin:signMessage`)
   * fails with 4001, as if the user clicked "Reject". Without a feature, the next request
   * that asks the user anything (connect, sign, send) does. Calls queue up.
   */
  rejectNext(feature?: string): void
  /** Selects the wallet's account `index`, reported to a connected site as a change. */
  setAccount(index: number): void
  /** The user disconnects the site: its accounts are gone, reported as a change. */
  disconnect(): void
}
