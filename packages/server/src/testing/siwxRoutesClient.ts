import { expect } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { sdkQuery } from './testDatabase.js'

/** The page the SIWX route tests sign in on. */
export const shopPage = { origin: 'https://shop.example', host: 'shop.example' }

export type SiwxRequestInit = {
  method?: string
  body?: unknown
  /** The page's origin; `null` for a request without one. */
  origin?: string | null
  projectId?: string
  /** A sign-out's proof: the token the sign-in was answered with. */
  signOutToken?: string
}

/**
 * Calls of the SDK on `page` to a test server's SIWX routes, in project `shop` unless a call
 * names another. `server` is read at each call, so a file may start its server in `beforeAll`.
 *
 * @example
 * const { nonce, postSession } = siwxRoutesClient(() => server)
 */
export function siwxRoutesClient(server: () => LatchServer, page = shopPage) {
  function request(
    path: string,
    {
      method = 'GET',
      body,
      origin = page.origin,
      projectId = 'shop',
      signOutToken,
    }: SiwxRequestInit = {},
  ) {
    const headers: Record<string, string> = {}
    if (origin !== null) headers.origin = origin
    if (signOutToken !== undefined) headers.authorization = `Bearer ${signOutToken}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    return server().app.request(`${path}?${sdkQuery(projectId)}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  /** A fresh sign-in nonce of the project. */
  async function nonce(projectId = 'shop'): Promise<string> {
    const response = await request('/v1/siwx/nonce', { projectId })
    expect(response.status).toBe(200)
    return (await response.json()).nonce
  }

  /**
   * The fields every namespace's sign-in message on the page has in these tests: the page's
   * domain and URI, a fresh nonce of the project, and the shop's statement.
   */
  async function signInFields(projectId = 'shop') {
    return {
      domain: page.host,
      uri: page.origin,
      nonce: await nonce(projectId),
      statement: 'Sign in to the shop.',
    }
  }

  const postSession = (body: unknown, init: SiwxRequestInit = {}) =>
    request('/v1/siwx/sessions', { method: 'POST', body, ...init })

  return { request, nonce, signInFields, postSession }
}

/** An RFC 3339 time an hour from now: a sign-in's expiration that the test outlives. */
export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

/**
 * The session the routes answer (and list) for a sign-in of `accountAddress` on `chainId`
 * made with `signInFields` and an Expiration Time, posted as `body`: the message's fields as
 * core's session data, and the session's end at its Expiration Time (`expirationTime`, the
 * answer's own, which the message set an hour ahead).
 */
export function expectedSession(parameters: {
  chainId: string
  accountAddress: string
  body: { message: string; signature: string }
  expirationTime: string
}) {
  const { chainId, accountAddress, body, expirationTime } = parameters
  return {
    account: `${chainId}:${accountAddress}`,
    chainId,
    message: body.message,
    signature: body.signature,
    data: {
      accountAddress,
      chainId,
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      statement: 'Sign in to the shop.',
      issuedAt: expect.any(String),
      expirationTime: expect.any(String),
    },
    expiresAt: new Date(Date.parse(expirationTime)).toISOString(),
  }
}

/** Expects `response` to be the error `code` with `status` (and a text matching `text`). */
export async function expectError(response: Response, status: number, code: string, text?: RegExp) {
  expect(response.status).toBe(status)
  const { error } = await response.json()
  expect(error.code).toBe(code)
  if (text) expect(error.message).toMatch(text)
  return error
}
