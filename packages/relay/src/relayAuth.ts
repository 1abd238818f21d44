import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { RelayAuthError } from './relayError.js'

// The `auth` query parameter of a WalletConnect client is a JWT it signs with its own ed25519
// key (`@walletconnect/relay-auth`): the issuer is that key as a did:key, which is the
// client's id. Anyone can make a key, so the JWT proves only that the client holds the key of
// the id it claims, for this relay (audience) and for now (expiry): the relay then trusts
// that id to tell the client's own messages and acknowledgements apart.

const segment = /^[A-Za-z0-9_-]+$/
// did:key of an ed25519 key: multibase base58btc ("z") of the multicodec 0xed 0x01 + 32 bytes.
const didKeyPrefix = 'did:key:z'
// The SDK signs a JWT valid for a day at each connection; a week bounds a replayed one.
const maxLifetimeSeconds = 7 * 24 * 60 * 60
// A client's clock may run a little ahead of the server's; more than a minute is no skew.
const maxClockSkewSeconds = 60

export type VerifyRelayJwtParameters = {
  /** Relay URLs this relay answers as (`ws://127.0.0.1:8787/relay`); compared normalised. */
  audiences: readonly string[]
  /** Milliseconds since the epoch. */
  now: number
}

export type VerifyRelayJwtReturnType = {
  /** The issuer's did:key: the client id. */
  clientId: string
}

function decodeJson(text: string, part: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new RelayAuthError(`the JWT's ${part} is not JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RelayAuthError(`the JWT's ${part} is not an object`)
  }
  return value as Record<string, unknown>
}

/** The 32 bytes of an ed25519 did:key. */
function ed25519KeyOfDid(did: string): Uint8Array {
  if (!did.startsWith(didKeyPrefix) || did.length > 100) {
    throw new RelayAuthError('the issuer is not an ed25519 did:key')
  }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(didKeyPrefix.length))
  } catch {
    throw new RelayAuthError('the issuer is not an ed25519 did:key')
  }
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) {
    throw new RelayAuthError('the issuer is not an ed25519 did:key')
  }
  return bytes.slice(2)
}

/**
 * `ws://host:port/path` without a trailing slash, a default port or a query: the form two
 * spellings of one relay URL share. `undefined` for anything but a ws: or wss: URL.
 */
function normalizeRelayUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}

/**
 * Checks a client's relay JWT: EdDSA over its header and payload by the issuer's ed25519
 * did:key, an audience this relay answers as, issued by now (a minute of clock skew allowed),
 * not expired, and valid for at most a week, counted from its `iat` and from now: a JWT dated
 * ahead of time would otherwise stretch "a week" as far as it likes.
 *
 * @throws {RelayAuthError} saying which check failed (never echoing the token).
 * @example
 * const { clientId } = verifyRelayJwt(auth, { audiences: ['ws://127.0.0.1:8787/relay'], now: Date.now() })
 */
export function verifyRelayJwt(
  jwt: string,
  { audiences, now }: VerifyRelayJwtParameters,
): VerifyRelayJwtReturnType {
  const parts = jwt.split('.')
  const [header64, payload64, signature64] = parts
  if (
    parts.length !== 3 ||
    !header64 ||
    !payload64 ||
    !signature64 ||
    !parts.every((part) => segment.test(part))
  ) {
    throw new RelayAuthError('the auth parameter is not a JWT')
  }
  const header = decodeJson(header64, 'header')
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') {
    throw new RelayAuthError('the JWT must be an EdDSA JWT')
  }
  const payload = decodeJson(payload64, 'payload')
  const { iss, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new RelayAuthError('the JWT has no issuer')
  const publicKey = ed25519KeyOfDid(iss)
  const signature = Buffer.from(signature64, 'base64url')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  if (
    signature.length !== 64 ||
    !verify(null, Buffer.from(`${header64}.${payload64}`, 'utf8'), key, signature)
  ) {
    throw new RelayAuthError("the JWT's signature is not its issuer's")
  }
  const audience = typeof aud === 'string' ? normalizeRelayUrl(aud) : undefined
  if (!audience || !audiences.some((allowed) => normalizeRelayUrl(allowed) === audience)) {
    throw new RelayAuthError("the JWT's audience is not this relay")
  }
  if (typeof exp !== 'number' || typeof iat !== 'number' || !(exp > iat)) {
    throw new RelayAuthError('the JWT has no valid iat and exp')
  }
  if (exp * 1000 <= now) throw new RelayAuthError('the JWT has expired')
  if (iat * 1000 > now + maxClockSkewSeconds * 1000) {
    // The client's clock is ahead: SPEC.md §8's message, which asks to check the time settings.
    throw new RelayAuthError(
      'the JWT is issued in the future (iat is ahead of the clock)',
      'JWT validation error: JWT Token is not yet valid',
    )
  }
  if (exp - iat > maxLifetimeSeconds || exp * 1000 - now > maxLifetimeSeconds * 1000) {
    throw new RelayAuthError('the JWT is valid for more than a week')
  }
  return { clientId: iss }
}
