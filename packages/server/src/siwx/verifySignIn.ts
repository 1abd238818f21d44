import {
  parseSiweMessage,
  SiweError,
  type SiweMessageFields,
  verifySiweMessage,
} from '@latch/adapter-evm'
import type { SiwxSession } from '@latch/core'
import type { Hex } from 'viem'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import { clockSkewSeconds } from '../signatures/signedMessage.js'
import type { PageOrigin } from './pageOrigin.js'
import { consumeNonce, type NewSiwxSession, type NonceUse } from './siwxStore.js'

export type VerifySignInParameters = {
  db: Queryable
  projectId: string
  /** The page the request comes from: the message must name its host and be for its origin. */
  page: PageOrigin | undefined
  /** The EIP-4361 text the account signed. */
  message: string
  signature: Hex
  clients: ChainClients
  now: Date
  /** The longest a session lives, whatever the message's Expiration Time says. */
  sessionMaxAgeMs: number
}

const nonceRefusals: Record<Exclude<NonceUse, 'consumed'>, string> = {
  unknown: 'The nonce of the sign-in message was not issued by this server for this project',
  used: 'The nonce of the sign-in message was used before; ask for a new one',
  expired: 'The nonce of the sign-in message has expired; ask for a new one',
}

function invalidMessage(error: SiweError): RequestError {
  const details = error.details === undefined ? '' : ` (${error.details})`
  return new RequestError(
    400,
    'invalid_request',
    `Invalid body field "message": ${error.message}${details}`,
    'message',
  )
}

function rejected(reason: string): RequestError {
  return new RequestError(401, 'sign_in_rejected', reason, 'message')
}

/** The page binding of DESIGN.md's rule: the message names the page's domain and origin. */
function assertForPage(fields: SiweMessageFields, page: PageOrigin): void {
  if (fields.domain !== page.host) {
    throw rejected(
      `The sign-in message is for the domain ${fields.domain}, but the request comes from ${page.origin}`,
    )
  }
  // EIP-4361: a message without a scheme is for https.
  const scheme = (fields.scheme ?? 'https').toLowerCase()
  if (scheme !== page.scheme) {
    throw rejected(
      `The sign-in message is for the scheme ${scheme}, but the request comes from ${page.origin}`,
    )
  }
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(fields.uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== page.origin) {
    throw rejected(
      `The URI of the sign-in message, ${fields.uri}, is not on the origin ${page.origin}`,
    )
  }
}

function assertIssuedBefore(fields: SiweMessageFields, now: Date): void {
  const issuedAtMs = Date.parse(fields.issuedAt)
  // `Date.parse` reads every RFC 3339 time the parser let through except leap seconds.
  if (Number.isNaN(issuedAtMs)) {
    throw rejected(`The Issued At time of the sign-in message cannot be read: ${fields.issuedAt}`)
  }
  if (issuedAtMs > now.getTime() + clockSkewSeconds * 1000) {
    throw rejected(
      `The sign-in message was issued in the future (${fields.issuedAt}); check the clock`,
    )
  }
}

/** The SIWX data (core's `SiwxSession.data`) of a message's fields. */
function sessionData(fields: SiweMessageFields): SiwxSession['data'] {
  const { address, chainId, scheme: _scheme, ...rest } = fields
  return { ...rest, accountAddress: address, chainId: `eip155:${chainId}` }
}

async function verifySignature(
  parameters: VerifySignInParameters,
  fields: SiweMessageFields,
  domain: string,
  client: ChainClient,
): Promise<void> {
  try {
    await verifySiweMessage({
      message: parameters.message,
      signature: parameters.signature,
      domain,
      nonce: fields.nonce,
      chainId: fields.chainId,
      time: parameters.now,
      // Asked when ecrecover does not give the address: ERC-1271 and ERC-6492 accounts.
      publicClient: client,
    })
  } catch (error) {
    if (!(error instanceof SiweError)) throw error
    switch (error.code) {
      case 'EXPIRED':
      case 'NOT_YET_VALID':
        throw rejected(`${error.message} (${error.details})`)
      case 'INVALID_SIGNATURE':
        throw new RequestError(
          400,
          'invalid_request',
          `Invalid body field "signature": ${error.message}`,
          'signature',
        )
      case 'SIGNATURE_MISMATCH':
        throw new RequestError(
          401,
          'invalid_signature',
          `The signature is not ${fields.address}'s signature of the sign-in message`,
          'signature',
        )
      case 'SIGNATURE_CHECK_FAILED':
        throw new RequestError(
          502,
          'chain_unavailable',
          `Chain eip155:${fields.chainId} did not answer the signature check; try again`,
        )
      default:
        throw invalidMessage(error)
    }
  }
}

/**
 * Verifies a signed sign-in as DESIGN.md's security rule asks, before anything is stored:
 * the message parses (EIP-4361); its nonce was issued by this server for this project, is
 * unused and unexpired, and is then used up, whatever the outcome of the checks after it,
 * so that a nonce buys exactly one attempt and a replay always fails; the chain is one this
 * server serves; the message names the page's domain, scheme and origin; it was not issued
 * in the future, has not expired and is valid already; the signature is the account's
 * (offline for a key, through the chain for a contract account).
 *
 * @returns the session to store.
 * @throws {RequestError} 400 (malformed, no page, chain not served), 401 `invalid_nonce`,
 *   `sign_in_rejected` or `invalid_signature`, 502 when the chain does not answer.
 */
export async function verifySignIn(parameters: VerifySignInParameters): Promise<NewSiwxSession> {
  const { db, projectId, page, message, signature, clients, now } = parameters
  if (!page) {
    throw new RequestError(
      400,
      'invalid_request',
      'A sign-in must come from a page: the request has no Origin header',
    )
  }
  let fields: SiweMessageFields
  try {
    fields = parseSiweMessage(message)
  } catch (error) {
    if (error instanceof SiweError) throw invalidMessage(error)
    throw error
  }

  const use = await consumeNonce(db, { nonce: fields.nonce, projectId, now })
  if (use !== 'consumed')
    throw new RequestError(401, 'invalid_nonce', nonceRefusals[use], 'message')

  const chainId = `eip155:${fields.chainId}`
  const client = clients.get(chainId)
  if (!client) {
    throw new RequestError(
      400,
      'invalid_request',
      `Invalid body field "message": chain ${chainId} is not supported by this server (GET /v1/supported-chains lists the supported chains)`,
      'message',
    )
  }
  assertForPage(fields, page)
  assertIssuedBefore(fields, now)
  await verifySignature(parameters, fields, page.host, client)

  const expirationMs =
    fields.expirationTime === undefined
      ? Number.POSITIVE_INFINITY
      : Date.parse(fields.expirationTime)
  const maxMs = now.getTime() + parameters.sessionMaxAgeMs
  return {
    projectId,
    chainId,
    address: fields.address.toLowerCase(),
    account: `${chainId}:${fields.address}`,
    domain: fields.domain,
    nonce: fields.nonce,
    message,
    signature,
    data: sessionData(fields),
    // A leap-second Expiration Time (NaN here) falls back to the longest age.
    expiresAt: new Date(Math.min(Number.isNaN(expirationMs) ? maxMs : expirationMs, maxMs)),
  }
}
