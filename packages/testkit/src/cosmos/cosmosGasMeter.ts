import { CosmosSdkError } from '@latch/test-wallets/internal'

/**
 * What the local chain charges, in gas. The first two are the SDK's x/auth parameters
 * (`TxSizeCostPerByte`, `SigVerifyCostSecp256k1`); the others stand for the store reads and
 * writes a real node meters one by one (KV costs), fixed so that a one-denom `MsgSend` costs
 * about 70 000 gas, what an SDK 0.50 node reports for it.
 */
export const cosmosGasCosts = {
  txSizeCostPerByte: 10n,
  sigVerifyCostSecp256k1: 1_000n,
  /** The ante handler's reads and writes: params, the fee payer's account and balance, sequences. */
  anteStoreAccess: 25_000n,
  /** A `MsgSend`'s reads and writes besides its coins: both accounts, send-enabled params. */
  msgSendBase: 30_000n,
  /** Each denom a `MsgSend` moves: two balance reads and two writes. */
  msgSendPerDenom: 8_000n,
  /**
   * The bytes a simulation counts for each signer's missing signature, as the SDK's
   * `ConsumeTxSizeGas` adds a simulated 64-byte signature and its key in simulate mode.
   */
  simulatedSignatureBytes: 110n,
} as const

/** A gas meter: the SDK's, which fails with `out of gas in location: …` past its limit. */
export class CosmosGasMeter {
  used = 0n

  /** `limit` undefined: the infinite meter of a simulation. */
  constructor(readonly limit: bigint | undefined) {}

  consume(amount: bigint, location: string): void {
    this.used += amount
    if (this.limit !== undefined && this.used > this.limit) {
      throw new CosmosSdkError(
        'outOfGas',
        `out of gas in location: ${location}; gasWanted: ${this.limit}, gasUsed: ${this.used}`,
      )
    }
  }
}
