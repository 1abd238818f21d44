import { frameSocialProviders } from '@latch/frame-protocol'
import { Hono } from 'hono'
import * as z from 'zod'
import { frameSessionTtlMs } from '../auth/frameSessions.js'
import { findOrCreateSocialUser } from '../auth/userStore.js'
import { escapeHtml } from '../frame/escapeHtml.js'
import { socialCallbackScriptName } from '../frame/frameAssets.js'
import { answerLogin, type FrameContext } from '../frame/frameContext.js'
import { frameAssetsPath } from '../frame/framePage.js'
import { validate } from '../http/validate.js'
import { jsonBody } from '../routes/jsonBody.js'
import { toCaipChainId } from '../wallet/caipChainId.js'
import { type SocialLogin, socialCallbackPath } from './socialLogin.js'

const pageSchema = z.object({
  projectId: z.string().min(1).max(128),
  origin: z.url({ protocol: /^https?$/ }).max(512),
})
const chainIdSchema = z.union([z.string().max(128), z.number()]).transform((value, ctx) => {
  const caip = toCaipChainId(value)
  if (!caip) ctx.addIssue({ code: 'custom', message: 'must be an eip155 or solana chain id' })
  return caip ?? ''
})

function callbackPage(appOrigin: string | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title>
${appOrigin ? `<meta name="latch-app-origin" content="${escapeHtml(appOrigin)}">` : ''}
<script type="module" src="${frameAssetsPath}/${socialCallbackScriptName}"></script>
</head><body><p id="status">Signing in…</p></body></html>`
}

export type SocialRoutesParameters = {
  context: FrameContext
  login: SocialLogin
  /** The frame's origin as browsers reach it (never the request's `Host`, which a client writes). */
  frameOrigin: () => string
}

/**
 * Social login on the frame's origin (SPEC.md §4 "Social login"):
 * `POST /api/social/redirect` `{ projectId, origin, provider }` → `{ uri }` (the provider's
 * authorization URL, for the popup); `GET /social/callback` — where the provider sends the
 * popup back: a page that posts `{ type: 'SOCIAL_LOGIN_RESULT', resultUri }` to its opener at
 * the app's origin only; `POST /api/social/connect` `{ projectId, origin, resultUri, chainId }`
 * → `{ token, sessionId }`.
 */
export function socialRoutes({ context, login, frameOrigin }: SocialRoutesParameters): Hono {
  const app = new Hono()
  const redirectUri = () => `${frameOrigin()}${socialCallbackPath}`

  app.post('/api/social/redirect', async (c) => {
    const body = validate(
      pageSchema.extend({ provider: z.enum(frameSocialProviders) }),
      await jsonBody(c),
      'body',
    )
    const origin = new URL(body.origin).origin
    await context.guard(body.projectId, origin, body.provider)
    const uri = await login.authorizationUrl({
      provider: body.provider,
      projectId: body.projectId,
      origin,
      redirectUri: redirectUri(),
    })
    return c.json({ uri })
  })

  app.get(socialCallbackPath, async (c) => {
    const appOrigin = await login.appOriginOf(c.req.query('state') ?? '')
    c.header(
      'content-security-policy',
      "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    c.header('cache-control', 'no-store')
    return c.html(callbackPage(appOrigin), appOrigin ? 200 : 400)
  })

  // Apple posts its result (`response_mode=form_post`): the popup goes on to the callback page
  // with that result in the address, which the page hands to the frame like any other. Apple's
  // `user` field (the name, once) is not read: the email comes in the ID token.
  app.post(socialCallbackPath, async (c) => {
    const form = await c.req.parseBody()
    const result = new URLSearchParams()
    for (const key of ['code', 'state', 'iss', 'error', 'error_description']) {
      const value = form[key]
      if (typeof value === 'string' && value.length <= 4096) result.set(key, value)
    }
    c.header('cache-control', 'no-store')
    return c.redirect(`${socialCallbackPath}?${result}`, 303)
  })

  app.post('/api/social/connect', async (c) => {
    const body = validate(
      pageSchema.extend({ resultUri: z.string().max(4096), chainId: chainIdSchema }),
      await jsonBody(c),
      'body',
    )
    const origin = new URL(body.origin).origin
    await context.guard(body.projectId, origin)
    const identity = await login.complete({
      resultUri: body.resultUri,
      projectId: body.projectId,
      origin,
    })
    const user = await findOrCreateSocialUser(context.db, identity)
    await context.vault.ensureKeys(user.id)
    const { token, session } = await context.sessions.create({
      userId: user.id,
      projectId: body.projectId,
      chainId: body.chainId,
    })
    return answerLogin(c, { token, sessionId: session.publicId, ttlMs: frameSessionTtlMs })
  })

  return app
}
