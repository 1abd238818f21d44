import type { ContentfulStatusCode } from 'hono/utils/http-status'

// The texts the frame turns into its `_ERROR` replies: those of SPEC.md §8 where the spec has
// one (core maps "Unauthorized: …" to its alerts), plain sentences otherwise.
const authErrorMessages = {
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  INVALID_PROJECT: 'Unauthorized: invalid key',
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
  INVALID_CODE: 'Invalid code',
  CODE_EXPIRED: 'The code has expired: request a new one',
  NOT_SIGNED_IN: 'Not connected to email or social',
  EMAIL_TAKEN: 'This email is used by another account',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  WRONG_ACCOUNT: 'The request is for another account',
  CHAIN_NOT_CONFIGURED: 'The chain {chainId} is not configured on this server',
  SMART_ACCOUNT_UNAVAILABLE: 'Smart accounts are not enabled on this network',
  SMART_SESSIONS_UNAVAILABLE: 'Smart sessions need the smart account on a network that offers them',
  SESSION_NOT_FOUND: 'No session {permissionId} of this account',
  SOCIAL_LOGIN_FAILED: 'Social login failed: {reason}',
  FARCASTER_PENDING: 'The Farcaster sign-in is not approved yet',
  REQUEST_NOT_PENDING: 'The request is no longer waiting for approval',
  LOGIN_NOT_OFFERED: 'This login is not offered by this site',
  // ERC-5792's 5760: the key's account sends calls one by one, never atomically.
  ATOMICITY_NOT_SUPPORTED: 'Atomicity not supported: this account sends the calls one by one',
  // ERC-5792's 5700.
  UNSUPPORTED_CAPABILITY: 'Unsupported non-optional capability: {capability}',
  // ERC-5792's 5730.
  UNKNOWN_BUNDLE: 'Unknown bundle id',
  USER_OPERATION_FAILED: 'The smart account’s operation {hash} failed on chain',
  CONTRACT_CREATION_UNSUPPORTED: 'A smart account does not create contracts by transaction',
  // JSON-RPC's -32602: what is wrong, named by its place (a read's params, checked by its schema).
  INVALID_PARAMS: 'Invalid params: {reason}',
} as const

export type AuthErrorCode = keyof typeof authErrorMessages

const statusOf: Record<AuthErrorCode, ContentfulStatusCode> = {
  ORIGIN_NOT_ALLOWED: 403,
  INVALID_PROJECT: 403,
  EMAIL_RATE_LIMITED: 429,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  NOT_SIGNED_IN: 401,
  EMAIL_TAKEN: 409,
  RPC_NOT_ALLOWED: 403,
  WRONG_ACCOUNT: 400,
  CHAIN_NOT_CONFIGURED: 400,
  SMART_ACCOUNT_UNAVAILABLE: 400,
  SMART_SESSIONS_UNAVAILABLE: 400,
  SESSION_NOT_FOUND: 404,
  SOCIAL_LOGIN_FAILED: 400,
  FARCASTER_PENDING: 409,
  REQUEST_NOT_PENDING: 409,
  LOGIN_NOT_OFFERED: 403,
  ATOMICITY_NOT_SUPPORTED: 400,
  UNSUPPORTED_CAPABILITY: 400,
  UNKNOWN_BUNDLE: 404,
  USER_OPERATION_FAILED: 400,
  CONTRACT_CREATION_UNSUPPORTED: 400,
  INVALID_PARAMS: 400,
}

/**
 * A refusal of the frame's API: answered as `{ error: { code, message } }` with its status;
 * the frame replies to the app with the message.
 *
 * @example
 * new AuthError('EMAIL_RATE_LIMITED', { seconds: 12 }).message // 'Please try again after 12 seconds'
 */
export class AuthError extends Error {
  override readonly name = 'AuthError'
  readonly status: ContentfulStatusCode

  constructor(
    readonly code: AuthErrorCode,
    values: Record<string, string | number> = {},
  ) {
    super(
      authErrorMessages[code].replace(/\{(\w+)\}/g, (match, key: string) =>
        key in values ? String(values[key]) : match,
      ),
    )
    this.status = statusOf[code]
  }

  get body() {
    return { error: { code: this.code, message: this.message } }
  }
}
