import { matchesOriginPattern } from '@latch/core/internal'
import { type Context, Hono } from 'hono'
import { escapeHtml } from '../frame/escapeHtml.js'
import { loopbackOnly } from '../frame/loopbackOnly.js'
import type { DevMailbox, MailboxMessage } from './devMailbox.js'

const loopbackPages = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']

function mailboxPage(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (message) =>
        `<article><h2>${escapeHtml(message.subject)}</h2><p>To ${escapeHtml(message.to)}, ${escapeHtml(message.sentAt)}</p><pre>${escapeHtml(message.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latch development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem}article{border-top:1px solid #8884;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1>
<p>${messages.length === 0 ? 'No message yet.' : `${messages.length} messages, newest first.`}</p>
${items}
</body></html>`
}

function allowLoopbackPage(c: Context): void {
  const origin = c.req.header('origin')
  if (origin && loopbackPages.some((pattern) => matchesOriginPattern(origin, pattern))) {
    c.header('access-control-allow-origin', origin)
    c.header('vary', 'Origin', { append: true })
  }
}

/**
 * The development mailbox, for this machine only: `GET /dev/mailbox` (a page) and
 * `GET /dev/mailbox/messages?to=` → `{ messages }`, newest first (readable by local pages).
 */
export function mailboxRoutes(mailbox: DevMailbox): Hono {
  const app = new Hono()
  app.use('/dev/mailbox', loopbackOnly)
  app.use('/dev/mailbox/*', loopbackOnly)
  app.get('/dev/mailbox', (c) => {
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.html(mailboxPage(mailbox.list(c.req.query('to'))))
  })
  app.get('/dev/mailbox/messages', (c) => {
    allowLoopbackPage(c)
    return c.json({ messages: mailbox.list(c.req.query('to')) })
  })
  return app
}
