import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import { clockSkewSeconds } from '../signatures/signedMessage.js'
import { cosmosSignIn, cosmosSignInHeader } from './cosmosSignIn.js'
import type { PageOrigin } from './pageOrigin.js'
import { rejected, type SignInClaim, type SignInProfile } from './signInProfile.js'
import { sisSignIn, substrateSignInHeader } from './sisSignIn.js'
import { bitcoinSignInHeader, siwbSignIn } from './siwbSignIn.js'
import { siweSignIn } from './siweSignIn.js'
import { siwsSignIn, solanaSignInHeader } from './siwsSignIn.js'
import { consumeNonce, type NewSiwxSession, type NonceUse } from './siwxStore.js'

export type VerifySignInParameters = {
  db: Queryable
  projectId: string
  /** The page the request comes from: the message must name its host and be for its origin. */
  page: PageOrigin | undefined
  /**
   * The text the account signed: EIP-4361 (eip155), CAIP-122's Solana profile, or CAIP-122
   * for a Bitcoin account (bip122), a Substrate account (polkadot) or a Cosmos account (cosmos).
   */
  message: string
  /** 0x hex (eip155, polkadot), base58 (solana), base64 (bip122) or StdSignature JSON (cosmos). */
  signature: string
  /** The eip155 chains served, with the RPC that checks contract accounts. */
  clients: ChainClients
  /** Solana clusters served besides the public ones (mainnet, testnet, devnet). */
  solanaClusters?: readonly string[] | undefined
  /** Bitcoin chains served besides the public ones (mainnet, testnet, signet): regtest. */
  bitcoinChains?: readonly string[] | undefined
  /** Polkadot chains served besides Polkadot, Kusama, Westend and Paseo: a local chain. */
  polkadotChains?: readonly string[] | undefined
  /** Cosmos chains served besides those adapter-cosmos knows: a local chain. */
  cosmosChains?: readonly string[] | undefined
  now: Date
  /** The longest a session lives, whatever the message's Expiration Time says. */
  sessionMaxAgeMs: number
}

const nonceRefusals: Record<Exclude<NonceUse, 'consumed'>, string> = {
  unknown: 'The nonce of the sign-in message was not issued by this server for this project',
  used: 'The nonce of the sign-in message was used before; ask for a new one',
  expired: 'The nonce of the sign-in message has expired; ask for a new one',
}

/**
 * The profile of a message, by its first line: a Solana, Bitcoin or Substrate one says so; anything
 * else is read as EIP-4361, whose parser then says what is wrong.
 */
function profileOf(parameters: VerifySignInParameters): SignInProfile {
  const firstLine = parameters.message.split('\n', 1)[0] ?? ''
  if (firstLine.endsWith(solanaSignInHeader)) return siwsSignIn(parameters.solanaClusters)
  if (firstLine.endsWith(bitcoinSignInHeader)) return siwbSignIn(parameters.bitcoinChains)
  if (firstLine.endsWith(substrateSignInHeader)) return sisSignIn(parameters.polkadotChains)
  if (firstLine.endsWith(cosmosSignInHeader)) return cosmosSignIn(parameters.cosmosChains)
  return siweSignIn(parameters.clients)
}

/** The page binding of DESIGN.md's rule: the message names the page's domain and origin. */
function assertForPage(claim: SignInClaim, page: PageOrigin): void {
  if (claim.domain !== page.host) {
    throw rejected(
      `The sign-in message is for the domain ${claim.domain}, but the request comes from ${page.origin}`,
    )
  }
  if (claim.scheme !== undefined && claim.scheme !== page.scheme) {
    throw rejected(
      `The sign-in message is for the scheme ${claim.scheme}, but the request comes from ${page.origin}`,
    )
  }
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(claim.uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== page.origin) {
    throw rejected(
      `The URI of the sign-in message, ${claim.uri}, is not on the origin ${page.origin}`,
    )
  }
}

function assertIssuedBefore(claim: SignInClaim, now: Date): void {
  const issuedAtMs = Date.parse(claim.issuedAt)
  // `Date.parse` reads every RFC 3339 time the parsers let through except leap seconds.
  if (Number.isNaN(issuedAtMs)) {
    throw rejected(`The Issued At time of the sign-in message cannot be read: ${claim.issuedAt}`)
  }
  if (issuedAtMs > now.getTime() + clockSkewSeconds * 1000) {
    throw rejected(
      `The sign-in message was issued in the future (${claim.issuedAt}); check the clock`,
    )
  }
}

/**
 * Verifies a signed sign-in as DESIGN.md's security rule asks, before anything is stored, for
 * an eip155 account (EIP-4361, EIP-191 signature in 0x hex), a solana one (CAIP-122 Solana
 * profile, ed25519 signature in base58), a bip122 one (CAIP-122 for a Bitcoin account,
 * BIP-322 or legacy signature in base64) or a polkadot one (CAIP-122 for a Substrate account,
 * sr25519, ed25519 or ecdsa signature in 0x hex) or a cosmos one (CAIP-122 for a Cosmos
 * account, ADR-036 signature as StdSignature JSON): the message parses and the signature is encoded as
 * its namespace's are; its nonce was issued by this server for this project, is unused and
 * unexpired, and is then used up, whatever the outcome of the checks after it, so that a
 * nonce buys exactly one attempt and a replay always fails; the chain is one this server
 * serves; the message names the page's domain, scheme and origin; it was not issued in the
 * future, has not expired and is valid already; the signature is the account's (offline for
 * a key, through the chain for an eip155 contract account).
 *
 * @returns the session to store.
 * @throws {RequestError} 400 (malformed, no page, chain not served), 401 `invalid_nonce`,
 *   `sign_in_rejected` or `invalid_signature`, 502 when the chain does not answer.
 */
export async function verifySignIn(parameters: VerifySignInParameters): Promise<NewSiwxSession> {
  const { db, projectId, page, message, signature, now } = parameters
  if (!page) {
    throw new RequestError(
      400,
      'invalid_request',
      'A sign-in must come from a page: the request has no Origin header',
    )
  }
  const profile = profileOf(parameters)
  const claim = profile.read(message)
  profile.checkSignatureFormat(signature)

  const use = await consumeNonce(db, { nonce: claim.nonce, projectId, now })
  if (use !== 'consumed')
    throw new RequestError(401, 'invalid_nonce', nonceRefusals[use], 'message')

  if (!profile.serves(claim.chainId)) {
    throw new RequestError(
      400,
      'invalid_request',
      `Invalid body field "message": chain ${claim.chainId} is not supported by this server (GET /v1/supported-chains lists the supported chains)`,
      'message',
    )
  }
  assertForPage(claim, page)
  assertIssuedBefore(claim, now)
  await profile.verify({ message, signature, claim, domain: page.host, now })

  const expirationMs =
    claim.expirationTime === undefined ? Number.POSITIVE_INFINITY : Date.parse(claim.expirationTime)
  const maxMs = now.getTime() + parameters.sessionMaxAgeMs
  return {
    projectId,
    chainId: claim.chainId,
    address: claim.addressKey,
    account: `${claim.chainId}:${claim.address}`,
    domain: claim.domain,
    nonce: claim.nonce,
    message,
    signature,
    data: claim.data,
    // A leap-second Expiration Time (NaN here) falls back to the longest age.
    expiresAt: new Date(Math.min(Number.isNaN(expirationMs) ? maxMs : expirationMs, maxMs)),
  }
}
