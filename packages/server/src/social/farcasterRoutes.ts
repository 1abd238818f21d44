import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { frameSessionTtlMs } from '../auth/frameSessions.js'
import { createPendingLogins } from '../auth/pendingLogins.js'
import { findOrCreateSocialUser } from '../auth/userStore.js'
import type {
  DevelopmentFarcasterWallet,
  FarcasterSignInRequest,
} from '../farcaster/developmentFarcasterWallet.js'
import type { FarcasterChannel, FarcasterSignIn } from '../farcaster/farcasterSignIn.js'
import { escapeHtml } from '../frame/escapeHtml.js'
import { answerLogin, type FrameContext } from '../frame/frameContext.js'
import { loopbackOnly } from '../frame/loopbackOnly.js'
import { validate } from '../http/validate.js'
import { jsonBody } from '../routes/jsonBody.js'
import { toCaipChainId } from '../wallet/caipChainId.js'

/** How long a Farcaster sign-in waits to be approved. */
const farcasterChannelTtlMs = 10 * 60_000

const pageSchema = z.object({
  projectId: z.string().min(1).max(128),
  origin: z.url({ protocol: /^https?$/ }).max(512),
})
const userNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'must be a Farcaster name such as ada.eth')
const signInRequestSchema = z.object({
  channelToken: z.string().min(1).max(256),
  nonce: z.string().min(1).max(128),
  siweUri: z.url().max(512),
  domain: z.string().min(1).max(256),
  notBefore: z.string().max(64).optional(),
  expirationTime: z.string().max(64).optional(),
  requestId: z.string().max(256).optional(),
})

const failed = (c: Context) =>
  c.json({ error: { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect to farcaster' } }, 400)

function approvalPage(action: string, message: string, done = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Approve the Farcaster sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:22rem;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input,button{font:inherit;margin:.5rem 0 1rem;padding:.5rem}</style>
</head><body><h1>Farcaster sign-in</h1><p>${escapeHtml(message)}</p>
${
  done
    ? ''
    : `<form method="post" action="${escapeHtml(action)}">
<label for="userName">Farcaster name</label>
<input id="userName" name="userName" value="ada.eth" required>
<button type="submit">Approve</button></form>`
}
</body></html>`
}

/**
 * The `/dev/farcaster` page (development, this machine only): the Farcaster app's side of a
 * sign-in link of the local relay, whose query carries the channel and the message's fields.
 * "Approve" signs the message with the development custody key and posts it to the relay.
 */
function developmentWalletRoutes(wallet: DevelopmentFarcasterWallet): Hono {
  const app = new Hono()
  const requestOf = (c: Context): FarcasterSignInRequest | undefined => {
    const parsed = signInRequestSchema.safeParse(c.req.query())
    return parsed.success ? parsed.data : undefined
  }
  app.use('/dev/farcaster', loopbackOnly)
  app.get('/dev/farcaster', (c) => {
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    const request = requestOf(c)
    if (!request) return c.html(approvalPage('', 'This is not a sign-in link.', true), 400)
    const action = `/dev/farcaster?${new URL(c.req.url).searchParams}`
    return c.html(approvalPage(action, `${request.domain} asks you to sign in with Farcaster.`))
  })
  app.post('/dev/farcaster', async (c) => {
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    const request = requestOf(c)
    if (!request) return c.html(approvalPage('', 'This is not a sign-in link.', true), 400)
    const action = `/dev/farcaster?${new URL(c.req.url).searchParams}`
    const form = await c.req.parseBody()
    const name = userNameSchema.safeParse(form.userName)
    if (!name.success) {
      return c.html(approvalPage(action, 'Enter a Farcaster name such as ada.eth.'), 400)
    }
    try {
      await wallet.approve(request, name.data)
    } catch (error) {
      // The relay refuses an expired, unknown or already approved sign-in.
      console.error('[latch-server frame] the development Farcaster wallet:', error)
      return c.html(approvalPage(action, 'This sign-in has expired.', true), 404)
    }
    return c.html(
      approvalPage(action, `Approved as ${name.data}. You can go back to the site.`, true),
    )
  })
  return app
}

/**
 * Sign In With Farcaster for the frame (SPEC.md §4: the modal shows a link instead of a popup):
 * `POST /api/farcaster/channel` `{ projectId, origin }` → `{ channelId, url }` — a channel on
 * the Farcaster relay, whose `url` the modal shows (as a QR code and a link) for the Farcaster
 * app; `POST /api/farcaster/connect` `{ projectId, origin, channelId, chainId }` →
 * `{ pending: true }` while the app has not signed, `{ token, sessionId }` once the signed
 * message verifies. The relay's channel token stays on the server. With `developmentWallet`
 * (development) the `/dev/farcaster` page plays the app for the local relay's links.
 */
export function farcasterRoutes(
  context: FrameContext,
  {
    signIn,
    developmentWallet,
    logError = (error) => console.error('[latch-server frame] Farcaster sign-in:', error),
  }: {
    signIn: FarcasterSignIn
    developmentWallet?: DevelopmentFarcasterWallet | undefined
    logError?: (error: unknown) => void
  },
): Hono {
  const channels = createPendingLogins<FarcasterChannel>(context.db, 'farcaster')
  const app = new Hono()

  app.post('/api/farcaster/channel', async (c) => {
    const body = validate(pageSchema, await jsonBody(c), 'body')
    const origin = new URL(body.origin).origin
    await context.guard(body.projectId, origin, 'farcaster')
    let opened: Awaited<ReturnType<FarcasterSignIn['open']>>
    try {
      opened = await signIn.open(origin)
    } catch (error) {
      logError(error)
      return failed(c)
    }
    const { url, ...channel } = opened
    const channelId = randomBytes(16).toString('base64url')
    await channels.put(
      channelId,
      { projectId: body.projectId, origin, data: channel },
      farcasterChannelTtlMs,
    )
    return c.json({ channelId, url })
  })

  app.post('/api/farcaster/connect', async (c) => {
    const body = validate(
      pageSchema.extend({
        channelId: z.string().max(64),
        chainId: z.union([z.string().max(128), z.number()]),
      }),
      await jsonBody(c),
      'body',
    )
    const origin = new URL(body.origin).origin
    await context.guard(body.projectId, origin)
    const channel = await channels.get(body.channelId)
    if (!channel || channel.projectId !== body.projectId || channel.origin !== origin) {
      return failed(c)
    }
    let checked: Awaited<ReturnType<FarcasterSignIn['check']>>
    try {
      checked = await signIn.check(channel.data)
    } catch (error) {
      // The relay closes a channel once it has answered it completed: nothing to retry.
      logError(error)
      await channels.take(body.channelId)
      return failed(c)
    }
    if (checked.state === 'pending') return c.json({ pending: true as const })
    // Spent once: of two racing polls only one signs in.
    if (!(await channels.take(body.channelId))) return failed(c)
    const user = await findOrCreateSocialUser(context.db, {
      provider: 'farcaster',
      // The fid: a Farcaster name can change hands, the fid cannot.
      subject: String(checked.fid),
      userName: checked.userName ?? `fid ${checked.fid}`,
      email: undefined,
    })
    await context.vault.ensureKeys(user.id)
    const { token, session } = await context.sessions.create({
      userId: user.id,
      projectId: body.projectId,
      chainId: toCaipChainId(body.chainId) ?? 'eip155:1',
    })
    return answerLogin(c, { token, sessionId: session.publicId, ttlMs: frameSessionTtlMs })
  })

  if (developmentWallet) app.route('/', developmentWalletRoutes(developmentWallet))
  return app
}
