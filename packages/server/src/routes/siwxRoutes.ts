import { createHash, randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import {
  bitcoinAddressSchema,
  cosmosAddressSchema,
  evmAddressSchema,
  polkadotAddressSchema,
  solanaAddressSchema,
} from '../blockchain/accountParameters.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
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
  /** The eip155 chains sign-in is served on, with their RPC (contract accounts). */
  clients: ChainClients
  /**
   * Solana clusters (CAIP-2 ids) sign-in is served on besides the public ones (mainnet,
   * testnet, devnet), such as the configured `solanaClusters`: a Solana signature is checked
   * offline, so no RPC is needed.
   */
  solanaClusters?: readonly string[]
  /**
   * Bitcoin chains (CAIP-2 ids) sign-in is served on besides the public ones (mainnet,
   * testnet, signet), such as a local regtest: a Bitcoin signature is checked offline, so no
   * node is needed.
   */
  bitcoinChains?: readonly string[]
  /**
   * Polkadot chains (CAIP-2 ids) sign-in is served on besides Polkadot, Kusama and Westend,
   * such as a local chain: a Substrate signature is checked offline, so no node is needed.
   */
  polkadotChains?: readonly string[]
  /**
   * Cosmos chains (CAIP-2 ids) sign-in is served on besides those adapter-cosmos knows, such
   * as a local chain: an ADR-036 signature is checked offline, so no node is needed.
   */
  cosmosChains?: readonly string[]
  now?: () => number
  nonceTtlMs?: number
  sessionMaxAgeMs?: number
}

// 128 bits, as hex: letters and digits only, as EIP-4361 requires of a nonce.
const nonceBytes = 16

const chainPath = z.object({
  caipNetworkId: z
    .string()
    .regex(
      /^(eip155:[0-9]{1,32}|solana:[-_a-zA-Z0-9]{1,32}|bip122:[0-9a-f]{32}|polkadot:[0-9a-f]{32}|cosmos:[-_a-zA-Z0-9]{1,32})$/,
      'must be an eip155, solana, bip122, polkadot or cosmos CAIP-2 chain id such as eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, bip122:000000000019d6689c085ae165831e93, polkadot:91b171bb158e2d3848fa23a9f1c25182 or cosmos:cosmoshub-4 (sign-in is served for eip155, solana, bip122, polkadot and cosmos)',
    ),
})
const addressPaths = {
  eip155: z.object({ address: evmAddressSchema }),
  solana: z.object({ address: solanaAddressSchema }),
  bip122: z.object({ address: bitcoinAddressSchema }),
  // Sessions are kept under the public key: any network's SS58 address of the key finds them.
  polkadot: z.object({ address: polkadotAddressSchema }),
  cosmos: z.object({ address: cosmosAddressSchema }),
}
const signInBodySchema = z.object({
  message: z.string().min(1).max(16_384),
  // Its encoding is the message's namespace's: 0x hex (eip155, polkadot), base58 (solana),
  // base64 (bip122), the JSON of an amino StdSignature (cosmos).
  signature: z.string().min(1).max(8_194),
})

/**
 * Sign-in with a wallet signature (SIWX: EIP-4361 for eip155, CAIP-122's Solana profile for
 * solana, CAIP-122 for a Bitcoin account for bip122, for a Substrate account for polkadot),
 * per project:
 * `GET /v1/siwx/nonce` → `{ nonce, expiresAt }`,
 * `POST /v1/siwx/sessions` `{ message, signature }` → 201 the session (see `verifySignIn`) and
 * its `signOutToken`,
 * `GET /v1/siwx/sessions/{caipNetworkId}/{address}` → `{ sessions }` (unexpired),
 * `DELETE /v1/siwx/sessions/{caipNetworkId}/{address}` with `Authorization: Bearer
 * <signOutToken>` (the POST's answer) → `{ ok: true }`: signs out that sign-in; 401 without.
 * A request from a page (with `Origin`) sees and signs out only the sessions of its domain.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export function siwxRoutes(parameters: SiwxRoutesParameters): Hono<ServiceEnv> {
  const {
    db,
    clients,
    solanaClusters = [],
    bitcoinChains = [],
    polkadotChains = [],
    cosmosChains = [],
    now = Date.now,
    nonceTtlMs = siwxNonceTtlMs,
    sessionMaxAgeMs = siwxSessionMaxAgeMs,
  } = parameters

  function accountKey(c: Context<ServiceEnv>): SiwxAccountKey {
    const { caipNetworkId } = validate(
      chainPath,
      { caipNetworkId: c.req.param('caipNetworkId') },
      'path',
    )
    const namespace = caipNetworkId.slice(
      0,
      caipNetworkId.indexOf(':'),
    ) as keyof typeof addressPaths
    const { address } = validate(
      addressPaths[namespace],
      { address: c.req.param('address') },
      'path',
    )
    return {
      projectId: c.get('project').id,
      chainId: caipNetworkId,
      address,
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
        solanaClusters,
        bitcoinChains,
        polkadotChains,
        cosmosChains,
        now: at,
        sessionMaxAgeMs,
      })
      // The proof that signs this session out, for the page that signed in only (its hash kept).
      const signOutToken = randomBytes(32).toString('base64url')
      const stored = await insertSiwxSession(db, session, at, hashOf(signOutToken))
      return c.json({ ...stored, signOutToken }, 201)
    })
    .get('/v1/siwx/sessions/:caipNetworkId/:address', async (c) => {
      const key = accountKey(c)
      c.header('cache-control', 'no-store')
      return c.json({ sessions: await listSiwxSessions(db, key, new Date(now())) })
    })
    .delete('/v1/siwx/sessions/:caipNetworkId/:address', async (c) => {
      const key = accountKey(c)
      // Knowing an address is not enough to sign its owner out: the sign-in's own token is.
      const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (token === undefined) {
        throw new RequestError(
          401,
          'sign_out_refused',
          'Signing out takes the sign-out token the sign-in was answered with (Authorization: Bearer)',
        )
      }
      await deleteSiwxSessions(db, key, hashOf(token))
      return c.json({ ok: true as const })
    })
}
