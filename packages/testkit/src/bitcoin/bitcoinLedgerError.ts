/** Bitcoin Core's JSON-RPC error codes that `sendrawtransaction` answers with. */
export const bitcoinRpcErrorCodes = Object.freeze({
  /** The transaction did not parse. */
  deserialization: -22,
  /** An input is missing or already spent. */
  verify: -25,
  /** The mempool refused the transaction (policy, consensus, script). */
  verifyRejected: -26,
  /** The transaction is already confirmed. */
  alreadyInChain: -27,
})

/**
 * Why the local ledger refused a transaction, in Bitcoin Core's terms: `code` is the RPC
 * error code and `message` the reject reason Core gives (`bad-txns-inputs-missingorspent`,
 * `mandatory-script-verify-flag-failed (…)`, …), so that an Esplora client shows what it
 * would show against a real node.
 */
export class BitcoinLedgerError extends Error {
  override name = 'BitcoinLedgerError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** A refusal by the mempool (-26), the most common kind. */
export function rejected(reason: string): BitcoinLedgerError {
  return new BitcoinLedgerError(bitcoinRpcErrorCodes.verifyRejected, reason)
}
