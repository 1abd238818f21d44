import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'

// What the wallet code needs of SPEC.md §3's signing requests without their schemas: the
// methods' names and the send options. The schemas (solanaRequest.ts) bring zod, about 32 KB
// of code, which only a site's `request()` needs: they load on the first one, so that opening
// the modal (which loads the wallet code once a wallet is found) does not hold them.

/** The Solana signing requests of SPEC.md §3 (`request()`), whose params solanaRequest.ts checks. */
export const solanaRequestMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SolanaRequestMethod = (typeof solanaRequestMethods)[number]

export function isSolanaRequestMethod(method: string): method is SolanaRequestMethod {
  return (solanaRequestMethods as readonly string[]).includes(method)
}

/** The preflight commitments SPEC.md §3 allows, the deprecated ones included. */
export const preflightCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type PreflightCommitment = (typeof preflightCommitments)[number]

/** The options of `solana_signAndSendTransaction` (SPEC.md §3), as its schema checks them. */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: PreflightCommitment | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/**
 * The commitment a wallet-standard wallet takes (processed, confirmed, finalized) for one of
 * SPEC.md's values: the deprecated names map as the validator maps them (`recent` is
 * processed, `single` and `singleGossip` confirmed, `root` and `max` finalized).
 */
export function toWalletCommitment(
  commitment: PreflightCommitment,
): 'processed' | 'confirmed' | 'finalized' {
  switch (commitment) {
    case 'recent':
      return 'processed'
    case 'single':
    case 'singleGossip':
      return 'confirmed'
    case 'root':
    case 'max':
      return 'finalized'
    default:
      return commitment
  }
}

/**
 * SPEC.md's send options as wallet-standard's `solana:signAndSendTransaction` (and the RPC's
 * `sendTransaction`) take them: the commitment mapped, absent options left out.
 */
export function toWalletSendOptions(
  options: SolanaSendOptions,
): SolanaSignAndSendTransactionOptions {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
  return {
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(preflightCommitment === undefined
      ? {}
      : { preflightCommitment: toWalletCommitment(preflightCommitment) }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
}
