/**
 * A signing request of the embedded wallet on its way to the secure frame, which shows the
 * visitor its approval card: the client opens ApproveTransaction for it (SPEC.md §5) and
 * sends it once its machine lets it through.
 */
export type WalletRequestApproval = {
  method: string
  /** Sends the request to the frame; aborting `signal` takes it back (APP_RPC_ABORT). */
  send(signal: AbortSignal): Promise<unknown>
}

/** Resolves with the wallet's answer; rejects when the visitor or the wallet refused it. */
export type ApproveWalletRequest = (request: WalletRequestApproval) => Promise<unknown>
