import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import * as z from 'zod/mini'
import { SolanaRequestError } from './solanaRequestError.js'

// Base58 (digits and letters without 0, O, I and l) and standard base64.
const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58'))
const base64 = z
  .string()
  .check(
    z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64'),
  )
const slotNumber = z.number().check(z.int(), z.nonnegative())

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

/** The options of `solana_signAndSendTransaction` (SPEC.md §3). */
export const sendOptionsSchema = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(preflightCommitments)),
  maxRetries: z.optional(slotNumber),
  minContextSlot: z.optional(slotNumber),
})

export type SolanaSendOptions = z.infer<typeof sendOptionsSchema>

/**
 * The Solana signing requests of SPEC.md §3, as a site (or WalletConnect) sends them through
 * `request()`: a base58 message with its signer's public key, and base64 wire transactions.
 */
export const solanaRequestSchemas = {
  solana_signMessage: z.strictObject({ message: base58, pubkey: base58 }),
  solana_signTransaction: z.strictObject({ transaction: base64 }),
  solana_signAllTransactions: z.strictObject({
    transactions: z.array(base64).check(z.minLength(1)),
  }),
  solana_signAndSendTransaction: z.strictObject({
    transaction: base64,
    options: z.optional(sendOptionsSchema),
  }),
} as const

export type SolanaRequestMethod = keyof typeof solanaRequestSchemas

export type SolanaRequest = {
  [Method in SolanaRequestMethod]: {
    method: Method
    params: z.infer<(typeof solanaRequestSchemas)[Method]>
  }
}[SolanaRequestMethod]

export function isSolanaRequestMethod(method: string): method is SolanaRequestMethod {
  return Object.hasOwn(solanaRequestSchemas, method)
}

/**
 * Checks the params of a Solana signing request.
 *
 * @throws {SolanaRequestError} naming the method and the first field that is wrong.
 * @example
 * parseSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: 'A3pq…' })
 */
export function parseSolanaRequest(method: SolanaRequestMethod, params: unknown): SolanaRequest {
  const result = solanaRequestSchemas[method].safeParse(params)
  if (!result.success) {
    const [issue] = result.error.issues
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new SolanaRequestError('INVALID_PARAMS', {
      values: { method, reason: `${where}${issue?.message ?? 'invalid'}` },
    })
  }
  return { method, params: result.data } as SolanaRequest
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
