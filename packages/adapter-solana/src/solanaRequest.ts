import * as z from 'zod/mini'
import { SolanaRequestError } from './solanaRequestError.js'
import { preflightCommitments, type SolanaRequestMethod } from './solanaRequestOptions.js'

// Base58 (digits and letters without 0, O, I and l) and standard base64.
const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58'))
const base64 = z
  .string()
  .check(
    z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64'),
  )
const slotNumber = z.number().check(z.int(), z.nonnegative())

/**
 * The options of `solana_signAndSendTransaction` (SPEC.md §3): `SolanaSendOptions`
 * (solanaRequestOptions.ts), which solanaRequest.test.ts checks it gives.
 */
export const sendOptionsSchema = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(preflightCommitments)),
  maxRetries: z.optional(slotNumber),
  minContextSlot: z.optional(slotNumber),
})

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
} as const satisfies Record<SolanaRequestMethod, z.ZodMiniType>

export type SolanaRequest = {
  [Method in SolanaRequestMethod]: {
    method: Method
    params: z.infer<(typeof solanaRequestSchemas)[Method]>
  }
}[SolanaRequestMethod]

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
