import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AuthError } from '../auth/authError.js'
import type { EmailCodes } from '../auth/emailCodes.js'
import type { FrameSession, FrameSessions } from '../auth/frameSessions.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import type { Queryable } from '../db/database.js'
import type { MailTransport } from '../mail/mailTransport.js'
import type { SmartAccounts } from '../smartAccounts/smartAccounts.js'
import type { EvmAccounts } from '../wallet/evmAccounts.js'
import type { WalletAssets } from '../wallet/walletAssets.js'
import type { WalletVault } from '../wallet/walletVault.js'
import type { FrameRateLimits } from './frameConfig.js'
import type { OriginGuard } from './frameOrigins.js'

/** What the frame's routes share: the stores, the mail transport, the chains. */
export type FrameContext = {
  db: Queryable
  guard: OriginGuard
  codes: EmailCodes
  sessions: FrameSessions
  vault: WalletVault
  /** None when the server has no mail transport: then there is no email login. */
  mail: MailTransport | undefined
  mailFrom: string
  chainClients: ChainClients
  solanaClusters: readonly SolanaClusterSettings[]
  /** The embedded wallet's ERC-4337 accounts, on the chains that offer them. */
  smartAccounts: SmartAccounts
  /** Which EVM account (key or smart) the wallet is for a user on a chain. */
  evmAccounts: EvmAccounts
  /** The embedded wallet's assets on the served eip155 chains (`wallet_getAssets`). */
  walletAssets: WalletAssets
  /** Counts a hit of the request's client (or of `key`) against a frame limit; 429 past it. */
  limit(c: Context, name: keyof FrameRateLimits, key?: string): Promise<void>
}

/**
 * The cookie that carries the session, the only place its token ever is: HttpOnly (the
 * frame's own script never reads it, no route answers it in a body), of the frame's origin,
 * for `/api` only. `SameSite=None; Partitioned` because the frame is a cross-site iframe:
 * browsers send no other cookie there, and a partitioned one (CHIPS) survives blocked
 * third-party cookies and stays with the site that embeds the frame. Scripts of that site can
 * make the browser attach it, which is why the API takes only the frame's own requests
 * (frameApiGuard.ts).
 */
const sessionCookieName = 'latch_frame_session'

const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/

/** The session token of a request: its session cookie. */
export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, sessionCookieName)
  return token !== undefined && tokenPattern.test(token) ? token : undefined
}

/** Hands a new session to the frame: its token in the session cookie, its public id in the answer. */
export function answerLogin(
  c: Context,
  { token, sessionId, ttlMs }: { token: string; sessionId: string; ttlMs: number },
): Response {
  setCookie(c, sessionCookieName, token, {
    path: '/api',
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
    maxAge: Math.floor(ttlMs / 1000),
  })
  return c.json({ sessionId })
}

/** Forgets the session cookie (sign-out). */
export function forgetLogin(c: Context): void {
  deleteCookie(c, sessionCookieName, {
    path: '/api',
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
  })
}

/**
 * The session of the request's cookie.
 *
 * @throws {AuthError} 401 "Not connected to email or social" without a live one.
 */
export async function requireSession(
  context: FrameContext,
  c: Context,
): Promise<{ token: string; session: FrameSession }> {
  const token = sessionToken(c)
  const session = token === undefined ? undefined : await context.sessions.find(token)
  if (token === undefined || !session) throw new AuthError('NOT_SIGNED_IN')
  return { token, session }
}
