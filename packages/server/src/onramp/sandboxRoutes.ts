import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Address, parseUnits } from 'viem'
import type { Queryable } from '../db/database.js'
import {
  claimOnrampOrder,
  findOnrampOrder,
  recordOnrampTransaction,
  type StoredOnrampOrder,
  settleOnrampOrder,
} from './onrampOrderStore.js'
import { type SandboxPageState, sandboxOrderPage, sandboxUnknownOrderPage } from './sandboxPage.js'
import type { SandboxPayout } from './sandboxPayout.js'
import { checkTestCard } from './testCard.js'

export type SandboxRoutesParameters = {
  db: Queryable
  payout: SandboxPayout
  /** Where the server is reached, when behind a proxy: the origin a form post must come from. */
  publicUrl: string | undefined
  now?: () => Date
  /** Where a failed payout is reported (one line); `console.warn` by default. */
  logFailure?: (message: string) => void
}

/** The page's state from the stored order alone (a reload, or another tab). */
function stateOf(order: StoredOnrampOrder, now: Date): SandboxPageState {
  if (order.status === 'created')
    return order.expiresAt <= now ? { kind: 'expired' } : { kind: 'form' }
  return { kind: order.status }
}

/** The short reason a visitor reads when the payout failed. */
function payoutFailure(error: unknown): string {
  // viem's `details` is the node's own words ("Sender doesn't have enough funds …").
  const { details, shortMessage, message } = (error ?? {}) as Record<string, unknown>
  const text =
    [details, shortMessage, message].find((part) => typeof part === 'string') ?? String(error)
  return `the sandbox could not send the tokens (${String(text).split('\n')[0]?.slice(0, 200)})`
}

function securePage(c: Context, nonce: string): void {
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('cache-control', 'no-store')
  // Not no-referrer: under it a browser posts the form with `Origin: null`.
  c.header('referrer-policy', 'same-origin')
}

/**
 * The sandbox provider's checkout, on the server's own origin:
 * `GET /onramp/sandbox/{orderId}` shows the order and the card form;
 * `POST /onramp/sandbox/{orderId}` (form: `cardNumber`, `expiry`, `cvc`) takes the test card,
 * marks the order `processing`, sends what it bought from the sandbox's account, and marks it
 * `completed` with the transaction (or `failed` with the reason). A declined card changes
 * nothing: the order can be paid again.
 */
export function sandboxRoutes(parameters: SandboxRoutesParameters): Hono {
  const { db, payout, publicUrl, now = () => new Date() } = parameters
  const logFailure =
    parameters.logFailure ?? ((message) => console.warn(`[latch-server] ${message}`))
  const app = new Hono()

  app.get('/onramp/sandbox/:orderId', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    securePage(c, nonce)
    const order = await findOnrampOrder(db, c.req.param('orderId'))
    if (!order) return c.html(sandboxUnknownOrderPage(), 404)
    return c.html(sandboxOrderPage(order, stateOf(order, now()), nonce))
  })

  app.post('/onramp/sandbox/:orderId', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    securePage(c, nonce)
    // Only this page posts here: a form on another site cannot pay a visitor's order. Browsers
    // say so in Sec-Fetch-Site; an older one only in Origin.
    const site = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    const ownOrigin = publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin
    if (
      (site !== undefined && site !== 'same-origin') ||
      (site === undefined && origin !== undefined && origin !== ownOrigin)
    ) {
      return c.text('This form can only be sent from its own page.', 403)
    }
    const order = await findOnrampOrder(db, c.req.param('orderId'))
    if (!order) return c.html(sandboxUnknownOrderPage(), 404)
    const current = stateOf(order, now())
    if (current.kind !== 'form') return c.html(sandboxOrderPage(order, current, nonce), 409)
    const form = await c.req.parseBody()
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    const card = checkTestCard(
      { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc') },
      now(),
    )
    if (!card.ok) {
      const page = sandboxOrderPage(order, { kind: 'form', error: card }, nonce)
      return c.html(page, card.declined ? 402 : 400)
    }
    const claimed = await claimOnrampOrder(db, order.id, now())
    if (!claimed) {
      const latest = (await findOnrampOrder(db, order.id)) ?? order
      return c.html(sandboxOrderPage(latest, stateOf(latest, now()), nonce), 409)
    }
    try {
      const amount = parseUnits(claimed.purchaseAmount.amount, claimed.purchaseDecimals)
      const hash = await payout.send(
        claimed.network,
        claimed.purchaseToken,
        claimed.address as Address,
        amount,
      )
      await recordOnrampTransaction(db, claimed.id, hash)
      const status = await payout.confirm(claimed.network, hash)
      await settleOnrampOrder(
        db,
        claimed.id,
        status === 'success'
          ? { status: 'completed' }
          : { status: 'failed', reason: 'the payout transaction reverted' },
      )
    } catch (error) {
      const reason = payoutFailure(error)
      logFailure(`onramp order ${claimed.id} failed: ${reason}`)
      await settleOnrampOrder(db, claimed.id, { status: 'failed', reason })
    }
    const settled = (await findOnrampOrder(db, claimed.id)) ?? claimed
    return c.html(sandboxOrderPage(settled, stateOf(settled, now()), nonce))
  })

  return app
}
