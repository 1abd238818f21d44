import { base58 } from '@scure/base'
import { decodeJWT, encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, test } from 'vitest'
import { verifyRelayJwt } from './relayAuth.js'
import { RelayAuthError } from './relayError.js'

const relayUrl = 'ws://127.0.0.1:8787/relay'
const now = Date.UTC(2030, 0, 1)
const nowSeconds = now / 1000

// JWTs made by @walletconnect/relay-auth, the SDK's own signer.
function sdkJwt({
  audience = relayUrl,
  ttl = 86_400,
  issuedAt = nowSeconds,
  keyPair = generateKeyPair(),
} = {}) {
  return signJWT('a-random-session-id', audience, ttl, keyPair, issuedAt)
}

function refusal(jwt: string, audiences = [relayUrl], at = now): string {
  try {
    verifyRelayJwt(jwt, { audiences, now: at })
  } catch (error) {
    expect(error).toBeInstanceOf(RelayAuthError)
    return (error as Error).message
  }
  throw new Error('the JWT was accepted')
}

/** The JWT with its payload changed (the signature no longer matches). */
function withClaims(jwt: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = jwt.split('.')
  const changed = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), ...claims }
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`
}

describe('verifyRelayJwt', () => {
  test('default: the client id is the issuer of an SDK-signed JWT', async () => {
    const keyPair = generateKeyPair()
    const jwt = await sdkJwt({ keyPair })
    expect(verifyRelayJwt(jwt, { audiences: [relayUrl], now })).toEqual({
      clientId: encodeIss(keyPair.publicKey),
    })
    expect(decodeJWT(jwt).payload.iss).toBe(encodeIss(keyPair.publicKey))
  })

  test.each([
    ['a trailing slash', 'ws://127.0.0.1:8787/relay/', relayUrl],
    ['a query', 'ws://127.0.0.1:8787/relay?projectId=demo', relayUrl],
    ['the default port', 'wss://relay.example:443', 'wss://relay.example'],
    ['an upper-case host', 'wss://Relay.Example/relay', 'wss://relay.example/relay'],
  ])('parameters: the audience matches with %s', async (_name, audience, allowed) => {
    expect(
      verifyRelayJwt(await sdkJwt({ audience }), { audiences: [allowed], now }).clientId,
    ).toMatch(/^did:key:z6Mk/)
  })

  test('behavior: another relay, another path or another scheme is not this relay', async () => {
    expect(refusal(await sdkJwt({ audience: 'wss://relay.walletconnect.org' }))).toBe(
      "the JWT's audience is not this relay",
    )
    expect(refusal(await sdkJwt({ audience: 'ws://127.0.0.1:8787/other' }))).toBe(
      "the JWT's audience is not this relay",
    )
    expect(refusal(await sdkJwt({ audience: 'http://127.0.0.1:8787/relay' }))).toBe(
      "the JWT's audience is not this relay",
    )
    expect(refusal(await sdkJwt(), [])).toBe("the JWT's audience is not this relay")
  })

  test('behavior: expiry is exclusive and the lifetime at most a week', async () => {
    const jwt = await sdkJwt()
    expect(verifyRelayJwt(jwt, { audiences: [relayUrl], now: now + 86_399_999 }).clientId).toMatch(
      /^did:key:/,
    )
    expect(refusal(jwt, [relayUrl], now + 86_400_000)).toBe('the JWT has expired')
    expect(refusal(await sdkJwt({ ttl: 7 * 86_400 + 1 }))).toBe(
      'the JWT is valid for more than a week',
    )
  })

  test('behavior: a JWT dated ahead is refused past a minute of skew, and never lives past a week from now', async () => {
    const tenYears = 10 * 365 * 86_400
    // Issued ten years ahead, valid a day from then: its own lifetime is a day, but it would
    // be accepted for ten years.
    expect(refusal(await sdkJwt({ issuedAt: nowSeconds + tenYears }))).toBe(
      'the JWT is issued in the future (iat is ahead of the clock)',
    )
    expect(refusal(await sdkJwt({ issuedAt: nowSeconds + 61 }))).toBe(
      'the JWT is issued in the future (iat is ahead of the clock)',
    )
    // A client clock a minute fast is a client clock.
    expect(
      verifyRelayJwt(await sdkJwt({ issuedAt: nowSeconds + 60 }), { audiences: [relayUrl], now })
        .clientId,
    ).toMatch(/^did:key:/)
    // Issued a minute ahead (allowed) for a full week: ends a week and a minute from now.
    expect(refusal(await sdkJwt({ issuedAt: nowSeconds + 60, ttl: 7 * 86_400 }))).toBe(
      'the JWT is valid for more than a week',
    )
  })

  test('behavior: a changed payload no longer verifies', async () => {
    const jwt = await sdkJwt()
    expect(refusal(withClaims(jwt, { exp: nowSeconds + 10 * 86_400 }))).toBe(
      "the JWT's signature is not its issuer's",
    )
    const other = decodeJWT(await sdkJwt()).payload.iss
    expect(refusal(withClaims(jwt, { iss: other }))).toBe("the JWT's signature is not its issuer's")
  })

  test.each([
    ['not a JWT', 'abc', 'the auth parameter is not a JWT'],
    ['four parts', 'a.b.c.d', 'the auth parameter is not a JWT'],
    ['padding characters', 'a=.b.c', 'the auth parameter is not a JWT'],
    ['a header that is not JSON', 'bm90IGpzb24.e30.AAAA', "the JWT's header is not JSON"],
    ['a header that is an array', 'W10.e30.AAAA', "the JWT's header is not an object"],
  ])('behavior: %s is refused', (_name, jwt, reason) => {
    expect(refusal(jwt)).toBe(reason)
  })

  test('behavior: only EdDSA JWTs of an ed25519 did:key issuer', async () => {
    const jwt = await sdkJwt()
    const [, payload, signature] = jwt.split('.')
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    expect(refusal(`${none}.${payload}.${signature}`)).toBe('the JWT must be an EdDSA JWT')
    expect(refusal(withClaims(jwt, { iss: undefined }))).toBe('the JWT has no issuer')
    expect(refusal(withClaims(jwt, { iss: 'did:web:example.com' }))).toBe(
      'the issuer is not an ed25519 did:key',
    )
    // A secp256k1 did:key (multicodec 0xe7 0x01) has the right shape but not the right key type.
    const secp256k1 = `did:key:z${base58.encode(new Uint8Array([0xe7, 0x01, ...new Uint8Array(33).fill(2)]))}`
    expect(refusal(withClaims(jwt, { iss: secp256k1 }))).toBe(
      'the issuer is not an ed25519 did:key',
    )
    expect(refusal(withClaims(jwt, { iss: 'did:key:z0OIl' }))).toBe(
      'the issuer is not an ed25519 did:key',
    )
  })

  test('behavior: iat and exp must be numbers in order', async () => {
    // Signed by the SDK's own signer with those claims, so only the claim check can refuse.
    const keyPair = generateKeyPair()
    const badIat = await signJWT('sub', relayUrl, 86_400, keyPair, Number.NaN)
    expect(refusal(badIat)).toBe('the JWT has no valid iat and exp')
    const reversed = await signJWT('sub', relayUrl, -10, keyPair, nowSeconds)
    expect(refusal(reversed)).toBe('the JWT has no valid iat and exp')
  })
})
