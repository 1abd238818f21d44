import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import * as z from 'zod'
import { evmAddressSchema } from '../blockchain/accountParameters.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { revokeSessionMessage, sessionGrantSchema } from '../sessions/sessionGrant.js'
import {
  findSession,
  insertSession,
  listSessions,
  revokeSession,
} from '../sessions/sessionStore.js'
import { assertRecent, parseSignedJson, signatureSchema } from '../signatures/signedMessage.js'
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js'
import { jsonBody } from './jsonBody.js'

export type SessionRoutesParameters = {
  db: Queryable
  clients: ChainClients
  signatureMaxAgeSeconds: number
  now?: () => number
}

const addressPath = z.object({ address: evmAddressSchema })
const revokeBodySchema = z.object({
  pci: z.string().regex(/^[\w-]{1,128}$/, 'must be a session id'),
  signature: signatureSchema,
})
const grantBodySchema = z.object({
  message: z.string().min(1).max(16_384),
  signature: signatureSchema,
})

function badSignature(address: string, what: string): RequestError {
  return new RequestError(
    401,
    'invalid_signature',
    `The signature is not ${address}'s signature of ${what}`,
    'signature',
  )
}

/**
 * Smart sessions (SPEC.md §7):
 * `GET /v1/sessions/{address}` → `{ sessions: SmartSession[] }`,
 * `POST /v1/sessions/{address}/revoke` `{ pci, signature }` → `{ ok: true }` (the signature
 * is the account's of `Revoke smart session <pci>`; 409 for a session the chain enforces,
 * which only the granting wallet's `wallet_revokePermissions` ends), and, to create them,
 * `POST /v1/sessions/{address}` `{ message, signature }` → 201 `SmartSession` (the message
 * is the signed grant of `sessionGrantMessage`).
 */
export function sessionRoutes(parameters: SessionRoutesParameters): Hono<ServiceEnv> {
  const { db, clients, signatureMaxAgeSeconds, now = Date.now } = parameters
  return new Hono<ServiceEnv>()
    .get('/v1/sessions/:address', async (c) => {
      const { address } = validate(addressPath, { address: c.req.param('address') }, 'path')
      c.header('cache-control', 'no-store')
      return c.json({ sessions: await listSessions(db, address) })
    })
    .post('/v1/sessions/:address', async (c) => {
      const { address } = validate(addressPath, { address: c.req.param('address') }, 'path')
      const body = validate(grantBodySchema, await jsonBody(c), 'body')
      const grant = parseSignedJson(sessionGrantSchema, body.message, 'message')
      assertRecent(grant.timestamp, signatureMaxAgeSeconds, 'message', now())
      if (grant.expiry * 1000 <= now()) {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid body field "message.expiry": the session would already be expired',
          'message',
        )
      }
      const client = clients.get(grant.chainId)
      if (!client) {
        throw new RequestError(
          400,
          'invalid_request',
          `Invalid body field "message.chainId": ${grant.chainId} is not supported by this server`,
          'message',
        )
      }
      const signed = await verifyAccountSignature({
        address,
        message: body.message,
        signature: body.signature,
        client,
      })
      if (!signed) throw badSignature(address, 'the grant')
      const session = await insertSession(db, {
        pci: randomUUID(),
        address,
        chainId: grant.chainId,
        expiry: grant.expiry,
        permissions: grant.permissions,
        grantSignature: body.signature,
      })
      if (!session) throw new RequestError(409, 'grant_used', 'This grant was used before')
      return c.json(session, 201)
    })
    .post('/v1/sessions/:address/revoke', async (c) => {
      const { address } = validate(addressPath, { address: c.req.param('address') }, 'path')
      const body = validate(revokeBodySchema, await jsonBody(c), 'body')
      const session = await findSession(db, address, body.pci)
      if (!session) {
        throw new RequestError(404, 'not_found', `No session "${body.pci}" of ${address}`)
      }
      const signed = await verifyAccountSignature({
        address,
        message: revokeSessionMessage(body.pci),
        signature: body.signature,
        client: clients.get(session.chainId),
      })
      if (!signed) throw badSignature(address, `"${revokeSessionMessage(body.pci)}"`)
      // Marking it here would list it as revoked while its key still works on chain.
      if (session.onChain) {
        throw new RequestError(
          409,
          'enforced_on_chain',
          `Session "${body.pci}" is enforced on chain: the wallet that granted it revokes it (wallet_revokePermissions)`,
        )
      }
      await revokeSession(db, address, body.pci)
      return c.json({ ok: true as const })
    })
}
