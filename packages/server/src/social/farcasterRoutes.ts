import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import * as z from 'zod'
import { frameSessionTtlMs } from '../auth/frameSessions.js'
import { createPendingLogins } from '../auth/pendingLogins.js'
import { findOrCreateSocialUser } from '../auth/userStore.js'
import { escapeHtml } from '../frame/escapeHtml.js'
import { answerLogin, type FrameContext } from '../frame/frameContext.js'
import { loopbackOnly } from '../frame/loopbackOnly.js'
import { validate } from '../http/validate.js'
import { jsonBody } from '../routes/jsonBody.js'
import { toCaipChainId } from '../wallet/caipChainId.js'

/** How long a Farcaster sign-in waits to be approved. */
const farcasterChannelTtlMs = 10 * 60_000

/** A Farcaster channel waits for its approval: the name it was approved as, once it is. */
type Channel = { approvedAs: string | null }

const pageSchema = z.object({
  projectId: z.string().min(1).max(128),
  origin: z.url({ protocol: /^https?$/ }).max(512),
})
const userNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9.-]{0,31}$/i, 'must be a Farcaster name such as ada.eth')

function approvalPage(id: string, message: string, done = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Approve the Farcaster sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:22rem;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input,button{font:inherit;margin:.5rem 0 1rem;padding:.5rem}</style>
</head><body><h1>Farcaster sign-in</h1><p>${escapeHtml(message)}</p>
${
  done
    ? ''
    : `<form method="post" action="/dev/farcaster/${escapeHtml(id)}">
<label for="userName">Farcaster name</label>
<input id="userName" name="userName" value="ada.eth" required>
<button type="submit">Approve</button></form>`
}
</body></html>`
}

/**
 * The Farcaster sign-in of the frame, with a development stand-in for the Farcaster app (so
 * mounted only in development, see frameApp.ts):
 * `POST /api/farcaster/channel` `{ projectId, origin }` → `{ channelId, url }` — the modal shows
 * `url`, the page `/dev/farcaster/{id}` (this machine only) approves as a name;
 * `POST /api/farcaster/connect` `{ projectId, origin, channelId, chainId }` → `{ pending: true }`
 * until then, `{ token, sessionId }` after.
 */
export function farcasterRoutes(
  context: FrameContext,
  { frameOrigin, now = Date.now }: { frameOrigin: () => string; now?: () => number },
): Hono {
  const channels = createPendingLogins<Channel>(context.db, 'farcaster', now)
  const app = new Hono()

  app.post('/api/farcaster/channel', async (c) => {
    const body = validate(pageSchema, await jsonBody(c), 'body')
    const origin = new URL(body.origin).origin
    await context.guard(body.projectId, origin, 'farcaster')
    const channelId = randomBytes(16).toString('base64url')
    await channels.put(
      channelId,
      { projectId: body.projectId, origin, data: { approvedAs: null } },
      farcasterChannelTtlMs,
    )
    return c.json({ channelId, url: `${frameOrigin()}/dev/farcaster/${channelId}` })
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
      return c.json(
        { error: { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect to farcaster' } },
        400,
      )
    }
    const { approvedAs } = channel.data
    if (approvedAs === null) return c.json({ pending: true as const })
    // Spent once: of two racing polls only one signs in.
    if (!(await channels.take(body.channelId))) {
      return c.json(
        { error: { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect to farcaster' } },
        400,
      )
    }
    const user = await findOrCreateSocialUser(context.db, {
      provider: 'farcaster',
      subject: approvedAs.toLowerCase(),
      userName: approvedAs,
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

  app.use('/dev/farcaster/*', loopbackOnly)
  app.get('/dev/farcaster/:id', async (c) => {
    const id = c.req.param('id')
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    if (!(await channels.get(id))) {
      return c.html(approvalPage(id, 'This sign-in has expired.', true), 404)
    }
    return c.html(approvalPage(id, 'A site asks to sign you in with Farcaster.'))
  })
  app.post('/dev/farcaster/:id', async (c) => {
    const id = c.req.param('id')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    if (!(await channels.get(id))) {
      return c.html(approvalPage(id, 'This sign-in has expired.', true), 404)
    }
    const form = await c.req.parseBody()
    const name = userNameSchema.safeParse(form.userName)
    if (!name.success)
      return c.html(approvalPage(id, 'Enter a Farcaster name such as ada.eth.'), 400)
    await channels.update(id, { approvedAs: name.data })
    return c.html(approvalPage(id, `Approved as ${name.data}. You can go back to the site.`, true))
  })

  return app
}
