import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { evmAddressSchema } from '../blockchain/accountParameters.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { signatureSchema } from '../signatures/signedMessage.js'
import { pageOrigin } from '../siwx/pageOrigin.js'
import {
  deleteSiwxSessions,
  insertNonce,
  insertSiwxSession,
  listSiwxSessions,
  type SiwxAccountKey,
} from '../siwx/siwxStore.js'
import { verifySignIn } from '../siwx/verifySignIn.js'
import { jsonBody } from './jsonBody.js'

/** How long an issued nonce may be signed and posted. */
export const siwxNonceTtlMs = 10 * 60_000
/** The longest a sign-in session lives, whatever its message's Expiration Time says. */
export const siwxSessionMaxAgeMs = 7 * 24 * 3_600_000

export type SiwxRoutesParameters = {
  db: Queryable
  clients: ChainClients
  now?: () => number
  nonceTtlMs?: number
  sessionMaxAgeMs?: number
}

// 128 bits, as hex: letters and digits only, as EIP-4361 requires of a nonce.
const nonceBytes = 16

const accountPath = z.object({
  caipNetworkId: z
    .string()
    .regex(
      /^eip155:[0-9]{1,32}$/,
      'must be an eip155 CAIP-2 chain id such as eip155:1 (sign-in is served for eip155)',
    ),
  address: evmAddressSchema,
})
const signInBodySchema = z.object({
  message: z.string().min(1).max(16_384),
  signature: signatureSchema,
})

/**
 * Sign-in with a wallet signature (SIWX, EIP-4361 for eip155), per project:
 * `GET /v1/siwx/nonce` → `{ nonce, expiresAt }`,
 * `POST /v1/siwx/sessions` `{ message, signature }` → 201 the session (see `verifySignIn`),
 * `GET /v1/siwx/sessions/{caipNetworkId}/{address}` → `{ sessions }` (unexpired),
 * `DELETE /v1/siwx/sessions/{caipNetworkId}/{address}` → `{ ok: true }` (signs out).
 * A request from a page (with `Origin`) sees and signs out only the sessions of its domain.
 */
export function siwxRoutes(parameters: SiwxRoutesParameters): Hono<ServiceEnv> {
  const {
    db,
    clients,
    now = Date.now,
    nonceTtlMs = siwxNonceTtlMs,
    sessionMaxAgeMs = siwxSessionMaxAgeMs,
  } = parameters

  function accountKey(c: Context<ServiceEnv>): SiwxAccountKey {
    const path = validate(
      accountPath,
      { caipNetworkId: c.req.param('caipNetworkId'), address: c.req.param('address') },
      'path',
    )
    return {
      projectId: c.get('project').id,
      chainId: path.caipNetworkId,
      address: path.address,
      domain: pageOrigin(c.req.header('origin'))?.host,
    }
  }

  return new Hono<ServiceEnv>()
    .get('/v1/siwx/nonce', async (c) => {
      const issuedAt = new Date(now())
      const expiresAt = new Date(issuedAt.getTime() + nonceTtlMs)
      const nonce = randomBytes(nonceBytes).toString('hex')
      await insertNonce(db, { nonce, projectId: c.get('project').id, issuedAt, expiresAt })
      c.header('cache-control', 'no-store')
      return c.json({ nonce, expiresAt: expiresAt.toISOString() })
    })
    .post('/v1/siwx/sessions', async (c) => {
      const body = validate(signInBodySchema, await jsonBody(c), 'body')
      const at = new Date(now())
      const session = await verifySignIn({
        db,
        projectId: c.get('project').id,
        page: pageOrigin(c.req.header('origin')),
        message: body.message,
        signature: body.signature,
        clients,
        now: at,
        sessionMaxAgeMs,
      })
      return c.json(await insertSiwxSession(db, session, at), 201)
    })
    .get('/v1/siwx/sessions/:caipNetworkId/:address', async (c) => {
      const key = accountKey(c)
      c.header('cache-control', 'no-store')
      return c.json({ sessions: await listSiwxSessions(db, key, new Date(now())) })
    })
    .delete('/v1/siwx/sessions/:caipNetworkId/:address', async (c) => {
      await deleteSiwxSessions(db, accountKey(c))
      return c.json({ ok: true as const })
    })
}
