import { embeddedAccountTypes } from '@latch/frame-protocol'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import {
  answerLogin,
  type FrameContext,
  forgetLogin,
  requireSession,
  sessionToken,
} from '../frame/frameContext.js'
import { validate } from '../http/validate.js'
import { codeMail } from '../mail/codeMail.js'
import { jsonBody } from '../routes/jsonBody.js'
import { toCaipChainId } from '../wallet/caipChainId.js'
import { AuthError } from './authError.js'
import type { CodePurpose } from './emailCodes.js'
import { frameSessionTtlMs } from './frameSessions.js'
import { userRecord } from './userRecord.js'
import {
  changeEmail,
  findOrCreateEmailUser,
  findUser,
  normalizeEmail,
  setPreferredAccountType,
} from './userStore.js'

const projectIdSchema = z.string().min(1).max(128)
const originSchema = z.url({ protocol: /^https?$/ }).max(512)
const emailSchema = z.email().max(254)
const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code')
const chainIdSchema = z.union([z.string().max(128), z.number()]).transform((value, ctx) => {
  const caip = toCaipChainId(value)
  if (!caip) ctx.addIssue({ code: 'custom', message: 'must be an eip155 or solana chain id' })
  return caip ?? ''
})

const pageSchema = z.object({ projectId: projectIdSchema, origin: originSchema })

/**
 * The frame's email login and session (all `POST` JSON from the frame's own document, see
 * frameApiGuard.ts; the session in its cookie where one is needed):
 * `/api/origin-check` `{ projectId, origin }` → `{ allowed, smartAccountEnabledNetworks }`;
 * `/api/email/connect` `{ projectId, origin, email }` → `{ action: 'VERIFY_OTP', challengeId }`;
 * `/api/email/verify` `{ projectId, origin, challengeId, otp, chainId }` → `{ sessionId }` and the session cookie;
 * `/api/session` → `{ isConnected, sessionId? }`; `/api/user` `{ chainId?, preferredAccountType? }`
 * → the user record (`preferredAccountType`: the site's default, kept with the session, for a
 * user who chose none);
 * `/api/chain` `{ chainId }` → `{ chainId }`; `/api/preferred-account` `{ type }` → `{ type, address }`
 * (kept for the user; `smartAccount` only where enabled); `/api/smart-account` → `{ address, isDeployed }`;
 * `/api/sign-out` → `{}`; `/api/email/update` `{ email }` → `{ action }`;
 * `/api/email/update/primary` `{ otp }` → `{}`; `/api/email/update/secondary` `{ otp }` → `{ newEmail }`.
 */
export function authRoutes(context: FrameContext): Hono {
  const { db, guard, codes, sessions, vault, mail, mailFrom } = context
  const app = new Hono()

  async function sendCode(
    c: Context,
    input: { email: string; purpose: CodePurpose; userId?: string; newEmail?: string },
  ): Promise<string> {
    // Per client and per address: one client cannot mail many people, nor many clients one.
    await context.limit(c, 'codeMailPerAddress')
    await context.limit(c, 'codeMailPerEmail', normalizeEmail(input.email))
    if (!mail) throw new AuthError('LOGIN_NOT_OFFERED')
    const { id, code } = await codes.issue(input)
    await mail.send(codeMail({ to: input.email, from: mailFrom, code, purpose: input.purpose }))
    return id
  }

  app.post('/api/origin-check', async (c) => {
    const { projectId, origin } = validate(pageSchema, await jsonBody(c), 'body')
    await guard(projectId, new URL(origin).origin)
    return c.json({ allowed: true, smartAccountEnabledNetworks: context.smartAccounts.chainIds() })
  })

  app.post('/api/email/connect', async (c) => {
    const body = validate(pageSchema.extend({ email: emailSchema }), await jsonBody(c), 'body')
    await guard(body.projectId, new URL(body.origin).origin, 'email')
    const challengeId = await sendCode(c, { email: body.email, purpose: 'login' })
    return c.json({ action: 'VERIFY_OTP' as const, challengeId })
  })

  app.post('/api/email/verify', async (c) => {
    const body = validate(
      pageSchema.extend({ challengeId: z.uuid(), otp: otpSchema, chainId: chainIdSchema }),
      await jsonBody(c),
      'body',
    )
    await guard(body.projectId, new URL(body.origin).origin, 'email')
    await context.limit(c, 'codeVerifyPerAddress')
    const { email } = await codes.verify({ id: body.challengeId, purpose: 'login', code: body.otp })
    const user = await findOrCreateEmailUser(db, email)
    await vault.ensureKeys(user.id)
    const { token, session } = await sessions.create({
      userId: user.id,
      projectId: body.projectId,
      chainId: body.chainId,
    })
    return answerLogin(c, { token, sessionId: session.publicId, ttlMs: frameSessionTtlMs })
  })

  app.post('/api/session', async (c) => {
    const token = sessionToken(c)
    const session = token === undefined ? undefined : await sessions.find(token)
    return c.json(
      session ? { isConnected: true, sessionId: session.publicId } : { isConnected: false },
    )
  })

  app.post('/api/user', async (c) => {
    const { token, session } = await requireSession(context, c)
    const query = validate(
      z.object({
        chainId: chainIdSchema.optional(),
        preferredAccountType: z.enum(embeddedAccountTypes).optional(),
      }),
      await jsonBody(c),
      'body',
    )
    const user = await findUser(db, session.userId)
    if (!user) throw new AuthError('NOT_SIGNED_IN')
    const chainId = query.chainId ?? session.chainId
    if (chainId !== session.chainId) await sessions.setChain(token, chainId)
    // The site's default, for a user who chose none: kept with the session, whose signing
    // requests use it too.
    const siteDefault = query.preferredAccountType ?? session.defaultAccountType
    if (siteDefault !== session.defaultAccountType && siteDefault !== undefined) {
      await sessions.setDefaultAccountType(token, siteDefault)
    }
    const evm = chainId.startsWith('eip155:')
      ? await context.evmAccounts.on(user.id, chainId, siteDefault)
      : undefined
    return c.json(userRecord(user, await vault.ensureKeys(user.id), chainId, evm))
  })

  app.post('/api/chain', async (c) => {
    const { token } = await requireSession(context, c)
    const { chainId } = validate(z.object({ chainId: chainIdSchema }), await jsonBody(c), 'body')
    await sessions.setChain(token, chainId)
    return c.json({ chainId })
  })

  app.post('/api/preferred-account', async (c) => {
    const { session } = await requireSession(context, c)
    const { type } = validate(
      z.object({ type: z.enum(embeddedAccountTypes) }),
      await jsonBody(c),
      'body',
    )
    if (type === 'smartAccount' && !context.smartAccounts.enabled(session.chainId)) {
      throw new AuthError('SMART_ACCOUNT_UNAVAILABLE')
    }
    // Kept with the user: the next session, and the next chain with smart accounts, use it.
    await setPreferredAccountType(db, session.userId, type)
    if (!session.chainId.startsWith('eip155:')) {
      return c.json({ type, address: (await vault.ensureKeys(session.userId)).solana })
    }
    const { address } = await context.evmAccounts.on(
      session.userId,
      session.chainId,
      session.defaultAccountType,
    )
    return c.json({ type, address })
  })

  app.post('/api/smart-account', async (c) => {
    const { session } = await requireSession(context, c)
    if (!context.smartAccounts.enabled(session.chainId)) {
      throw new AuthError('SMART_ACCOUNT_UNAVAILABLE')
    }
    // Counterfactual: the address is known before the account exists; its first user
    // operation deploys it.
    const { smartAccount } = await context.evmAccounts.on(
      session.userId,
      session.chainId,
      session.defaultAccountType,
    )
    if (!smartAccount) throw new AuthError('SMART_ACCOUNT_UNAVAILABLE')
    return c.json({ address: smartAccount.address, isDeployed: smartAccount.deployed })
  })

  app.post('/api/sign-out', async (c) => {
    const token = sessionToken(c)
    if (token !== undefined) await sessions.end(token)
    forgetLogin(c)
    return c.json({})
  })

  app.post('/api/email/update', async (c) => {
    const { session } = await requireSession(context, c)
    const { email } = validate(z.object({ email: emailSchema }), await jsonBody(c), 'body')
    const user = await findUser(db, session.userId)
    if (!user) throw new AuthError('NOT_SIGNED_IN')
    // The old address confirms first; an account without one (social) confirms the new only.
    if (user.email) {
      await sendCode(c, {
        email: user.email,
        purpose: 'update_primary',
        userId: user.id,
        newEmail: email,
      })
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
    }
    await sendCode(c, { email, purpose: 'update_secondary', userId: user.id, newEmail: email })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  })

  app.post('/api/email/update/primary', async (c) => {
    const { session } = await requireSession(context, c)
    const { otp } = validate(z.object({ otp: otpSchema }), await jsonBody(c), 'body')
    await context.limit(c, 'codeVerifyPerAddress')
    const id = await codes.pendingFor(session.userId, 'update_primary')
    if (!id) throw new AuthError('CODE_EXPIRED')
    const { newEmail } = await codes.verify({ id, purpose: 'update_primary', code: otp })
    if (!newEmail) throw new AuthError('CODE_EXPIRED')
    await sendCode(c, {
      email: newEmail,
      purpose: 'update_secondary',
      userId: session.userId,
      newEmail,
    })
    return c.json({})
  })

  app.post('/api/email/update/secondary', async (c) => {
    const { session } = await requireSession(context, c)
    const { otp } = validate(z.object({ otp: otpSchema }), await jsonBody(c), 'body')
    await context.limit(c, 'codeVerifyPerAddress')
    const id = await codes.pendingFor(session.userId, 'update_secondary')
    if (!id) throw new AuthError('CODE_EXPIRED')
    const { newEmail } = await codes.verify({ id, purpose: 'update_secondary', code: otp })
    if (!newEmail) throw new AuthError('CODE_EXPIRED')
    if (!(await changeEmail(db, session.userId, newEmail))) throw new AuthError('EMAIL_TAKEN')
    return c.json({ newEmail })
  })

  return app
}
