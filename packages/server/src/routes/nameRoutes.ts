import { toCoinType } from '@latch/core/internal'
import { Hono } from 'hono'
import * as z from 'zod'
import { evmAddressSchema } from '../blockchain/accountParameters.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { Database } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { nameSchema, registrationMessageSchema } from '../names/nameMessage.js'
import {
  findNameProfile,
  findNameProfilesOf,
  insertName,
  registeredNames,
} from '../names/nameStore.js'
import { suggestNames } from '../names/nameSuggestions.js'
import { assertRecent, parseSignedJson, signatureSchema } from '../signatures/signedMessage.js'
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js'
import { jsonBody } from './jsonBody.js'

export type NameRoutesParameters = {
  db: Database
  chains: readonly ChainSettings[]
  clients: ChainClients
  zone: string
  signatureMaxAgeSeconds: number
  now?: () => number
}

const apiVersionSchema = z.literal('2', 'only apiVersion 2 is supported').optional()

/**
 * Names (SPEC.md §7 "profile" and "identity"), under one zone (`ada.latch`):
 * `GET /v1/profile/account/{name}` → `NameProfile` or 404,
 * `GET /v1/profile/reverse/{address}` → `NameProfile[]`,
 * `GET /v1/profile/suggestions/{name}?zone` → `{ suggestions: [{ name, registered }] }`,
 * `POST /v1/profile/account` `{ coin_type, address, message, signature }` → `NameProfile`,
 * `GET /v1/identity/{address}` → `{ name, avatar }`.
 */
export function nameRoutes(parameters: NameRoutesParameters): Hono<ServiceEnv> {
  const { db, chains, clients, zone, signatureMaxAgeSeconds, now = Date.now } = parameters
  const name = nameSchema(zone)
  const chainByCoinType = new Map(chains.map((chain) => [toCoinType(chain.id), chain]))
  const addressPath = z.object({ address: evmAddressSchema })
  const senderQuery = z.object({
    sender: evmAddressSchema.optional(),
    apiVersion: apiVersionSchema,
  })
  const registrationSchema = z.object({
    coin_type: z.int().refine((coinType) => chainByCoinType.has(coinType), {
      message: `must be the coin type (chain id | 0x80000000) of a supported chain: ${[...chainByCoinType.keys()].join(', ') || 'none configured'}`,
    }),
    address: evmAddressSchema,
    message: z.string().min(1).max(4096),
    signature: signatureSchema,
  })
  const messageSchema = registrationMessageSchema(zone)

  return new Hono<ServiceEnv>()
    .get('/v1/profile/account/:name', async (c) => {
      const { name: label } = validate(z.object({ name }), { name: c.req.param('name') }, 'path')
      validate(z.object({ apiVersion: apiVersionSchema }), c.req.query(), 'query')
      const profile = await findNameProfile(db, `${label}.${zone}`)
      if (!profile) throw new RequestError(404, 'not_found', `No name "${label}.${zone}"`)
      return c.json(profile)
    })
    .get('/v1/profile/reverse/:address', async (c) => {
      const { address } = validate(addressPath, { address: c.req.param('address') }, 'path')
      validate(senderQuery, c.req.query(), 'query')
      return c.json(await findNameProfilesOf(db, address))
    })
    .get('/v1/profile/suggestions/:name', async (c) => {
      const { name: label } = validate(z.object({ name }), { name: c.req.param('name') }, 'path')
      validate(
        z.object({
          zone: z
            .string()
            .transform((value) => value.replace(/^\./, ''))
            .refine((value) => value === zone, `this server registers names under .${zone}`)
            .optional(),
        }),
        c.req.query(),
        'query',
      )
      const names = suggestNames(label, zone)
      const registered = await registeredNames(db, names)
      return c.json({
        suggestions: names.map((suggestion) => ({
          name: suggestion,
          registered: registered.has(suggestion),
        })),
      })
    })
    .post('/v1/profile/account', async (c) => {
      const body = validate(registrationSchema, await jsonBody(c), 'body')
      const message = parseSignedJson(messageSchema, body.message, 'message')
      assertRecent(message.timestamp, signatureMaxAgeSeconds, 'message', now())
      const chain = chainByCoinType.get(body.coin_type)
      const signed = await verifyAccountSignature({
        address: body.address,
        message: body.message,
        signature: body.signature,
        client: chain && clients.get(chain.caipNetworkId),
      })
      if (!signed) {
        throw new RequestError(
          401,
          'invalid_signature',
          `The signature is not ${body.address}'s signature of the message`,
          'signature',
        )
      }
      const fullName = `${message.name}.${zone}`
      const profile = await insertName(db, {
        name: fullName,
        attributes: message.attributes,
        coinType: body.coin_type,
        address: body.address,
      })
      if (!profile) throw new RequestError(409, 'name_taken', `The name "${fullName}" is taken`)
      return c.json(profile)
    })
    .get('/v1/identity/:address', async (c) => {
      const { address } = validate(addressPath, { address: c.req.param('address') }, 'path')
      validate(senderQuery, c.req.query(), 'query')
      const [profile] = await findNameProfilesOf(db, address)
      return c.json({ name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null })
    })
}
