import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { escapeHtml } from '../../frame/escapeHtml.js'

/** The account a visitor signs in as on a stand-in: any name becomes one. */
export type StandInAccount = {
  /** A stable numeric id derived from the name, as the providers' ids are numeric. */
  id: string
  /** `Ada Lovelace` → `ada-lovelace`. */
  login: string
  name: string
  email: string
}

/** A JSON answer: its status and body. */
export type StandInAnswer = { status: number; body: unknown }

/** Why a token request is refused, in OAuth 2 terms; each shape words it its provider's way. */
export type TokenRefusal = 'invalid_client' | 'invalid_grant' | 'invalid_request'

/** The documented request and response shapes of one provider. */
export type StandInShape = {
  /** Shown on the consent page. */
  title: string
  authorizePath: string
  tokenPath: string
  /** `basic`: only an `Authorization: Basic` header authenticates the client (X). */
  clientAuthentication: 'basic' | 'post'
  /** Whether an authorization request without `code_challenge` is refused (X). */
  pkceRequired: boolean
  /** The provider's extra parameters when the visitor cancels (besides `error=access_denied`). */
  deniedParameters: Record<string, string>
  tokenAnswer(accessToken: string): unknown
  tokenRefused(refusal: TokenRefusal, description: string): StandInAnswer
  /** The API's `GET` resources by path (query ignored), for a valid token. */
  resources: Record<string, (account: StandInAccount, request: IncomingMessage) => unknown>
  /** The API's answer to a missing or unknown token. */
  unauthorized: StandInAnswer
  /** A request the API refuses before any token check (GitHub: no `User-Agent`). */
  refuseRequest?(request: IncomingMessage): StandInAnswer | undefined
}

export type StandInClients = {
  clients: readonly { clientId: string; clientSecret: string }[]
  redirectUris: readonly string[]
}

/** Handles a request under the stand-in's prefix; `path` is the rest (with the query). */
export type StandInHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<void>

type IssuedCode = {
  clientId: string
  redirectUri: string
  codeChallenge: string | undefined
  account: StandInAccount
  expiresAt: number
}

const codeTtlMs = 10 * 60_000

function accountOf(name: string): StandInAccount {
  const login =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 39) || 'visitor'
  const id = String(createHash('sha256').update(login).digest().readUInt32BE(0) + 1_000_000)
  return { id, login, name: name.trim(), email: `${login}@example.com` }
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) {
    text += chunk
    if (text.length > 8192) break
  }
  return new URLSearchParams(text)
}

function sendJson(response: ServerResponse, { status, body }: StandInAnswer): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  })
  response.end(html)
}

function redirect(response: ServerResponse, to: URL): void {
  response.writeHead(302, { location: to.href })
  response.end()
}

function consentPage(shape: StandInShape, action: string, parameters: URLSearchParams): string {
  const hidden = [...parameters]
    .map(
      ([key, value]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(shape.title)} (local stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:22rem;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input,button{font:inherit;margin:.5rem 0 1rem;padding:.5rem}</style>
</head><body>
<h1>${escapeHtml(shape.title)} (local stand-in)</h1>
<p>A development stand-in of ${escapeHtml(shape.title)}: any name signs in. <strong>${escapeHtml(parameters.get('client_id') ?? '')}</strong> asks for your account.</p>
<form method="post" action="${escapeHtml(action)}">
${hidden}
<label for="login">Name</label>
<input id="login" name="login" autocomplete="username" required autofocus>
<button type="submit" name="decision" value="allow">Sign in and allow</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form>
</body></html>`
}

/**
 * A local stand-in of an OAuth 2 provider for development and the tests: a consent page where
 * any name signs in, a token endpoint and the user API, in the provider's documented shapes.
 * It checks what the provider checks: the client id and secret (and how they are sent), the
 * redirect address, single-use codes of 10 minutes, the PKCE verifier (S256), the token.
 */
export function createOAuthStandIn(
  shape: StandInShape,
  { clients, redirectUris }: StandInClients,
  prefix: string,
): StandInHandler {
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, StandInAccount>()
  const clientIds = new Set(clients.map((client) => client.clientId))

  /** The authorization request, or why it is refused on the provider's own page. */
  function checkAuthorization(parameters: URLSearchParams): string | undefined {
    if (!clientIds.has(parameters.get('client_id') ?? '')) return 'Unknown client_id.'
    if (!redirectUris.includes(parameters.get('redirect_uri') ?? '')) {
      return 'The redirect_uri is not registered for this application.'
    }
    return undefined
  }

  function back(parameters: URLSearchParams, answer: Record<string, string>): URL {
    const to = new URL(parameters.get('redirect_uri') ?? '')
    for (const [key, value] of Object.entries(answer)) to.searchParams.set(key, value)
    const state = parameters.get('state')
    if (state !== null) to.searchParams.set('state', state)
    return to
  }

  async function authorize(request: IncomingMessage, response: ServerResponse, query: string) {
    const parameters =
      request.method === 'POST' ? await formOf(request) : new URLSearchParams(query)
    const refused = checkAuthorization(parameters)
    if (refused) {
      sendHtml(response, 400, `<!doctype html><title>Error</title><p>${escapeHtml(refused)}</p>`)
      return
    }
    const challenge = parameters.get('code_challenge') ?? undefined
    const method = parameters.get('code_challenge_method') ?? 'plain'
    if (parameters.get('response_type') !== 'code' || (challenge && method !== 'S256')) {
      redirect(response, back(parameters, { error: 'invalid_request' }))
      return
    }
    if (shape.pkceRequired && !challenge) {
      redirect(
        response,
        back(parameters, { error: 'invalid_request', error_description: 'Missing code_challenge' }),
      )
      return
    }
    if (request.method !== 'POST') {
      sendHtml(response, 200, consentPage(shape, `${prefix}${shape.authorizePath}`, parameters))
      return
    }
    const decision = parameters.get('decision')
    const name = parameters.get('login') ?? ''
    if (decision !== 'allow' || !name.trim()) {
      redirect(response, back(parameters, { error: 'access_denied', ...shape.deniedParameters }))
      return
    }
    const code = randomBytes(16).toString('hex')
    codes.set(code, {
      clientId: parameters.get('client_id') ?? '',
      redirectUri: parameters.get('redirect_uri') ?? '',
      codeChallenge: challenge,
      account: accountOf(name),
      expiresAt: Date.now() + codeTtlMs,
    })
    redirect(response, back(parameters, { code }))
  }

  /** The client id and secret as the shape accepts them. */
  function clientOf(request: IncomingMessage, form: URLSearchParams) {
    const header = request.headers.authorization ?? ''
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString()
      const at = decoded.indexOf(':')
      return {
        clientId: decodeURIComponent(decoded.slice(0, at)),
        clientSecret: decodeURIComponent(decoded.slice(at + 1)),
      }
    }
    if (shape.clientAuthentication === 'basic') return undefined
    return { clientId: form.get('client_id') ?? '', clientSecret: form.get('client_secret') ?? '' }
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await formOf(request)
    const client = clientOf(request, form)
    const known = clients.find(
      (entry) => entry.clientId === client?.clientId && entry.clientSecret === client.clientSecret,
    )
    if (!known) {
      sendJson(
        response,
        shape.tokenRefused('invalid_client', 'The client_id and/or client_secret are incorrect.'),
      )
      return
    }
    if (form.get('grant_type') !== 'authorization_code') {
      sendJson(response, shape.tokenRefused('invalid_request', 'Unsupported grant_type.'))
      return
    }
    const code = form.get('code') ?? ''
    const issued = codes.get(code)
    // A code is spent by its first exchange, whatever comes of it.
    codes.delete(code)
    if (!issued || issued.expiresAt < Date.now() || issued.clientId !== known.clientId) {
      sendJson(response, shape.tokenRefused('invalid_grant', 'The code is incorrect or expired.'))
      return
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      sendJson(
        response,
        shape.tokenRefused('invalid_grant', 'The redirect_uri does not match the authorization.'),
      )
      return
    }
    if (issued.codeChallenge !== undefined) {
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (challenge !== issued.codeChallenge) {
        sendJson(
          response,
          shape.tokenRefused('invalid_grant', 'The code_verifier does not match the challenge.'),
        )
        return
      }
    }
    const accessToken = randomBytes(24).toString('hex')
    tokens.set(accessToken, issued.account)
    sendJson(response, { status: 200, body: shape.tokenAnswer(accessToken) })
  }

  function resource(request: IncomingMessage, response: ServerResponse, path: string) {
    const read = shape.resources[path]
    if (!read || request.method !== 'GET') {
      sendJson(response, { status: 404, body: { message: 'Not Found' } })
      return
    }
    const refused = shape.refuseRequest?.(request)
    if (refused) {
      sendJson(response, refused)
      return
    }
    const header = request.headers.authorization ?? ''
    const bearer = /^Bearer (.+)$/i.exec(header)?.[1]
    const account = bearer ? tokens.get(bearer) : undefined
    if (!account) {
      sendJson(response, shape.unauthorized)
      return
    }
    sendJson(response, { status: 200, body: read(account, request) })
  }

  return async (request, response, pathWithQuery) => {
    const at = pathWithQuery.indexOf('?')
    const path = at === -1 ? pathWithQuery : pathWithQuery.slice(0, at)
    const query = at === -1 ? '' : pathWithQuery.slice(at + 1)
    if (path === shape.authorizePath) return authorize(request, response, query)
    if (path === shape.tokenPath && request.method === 'POST') return token(request, response)
    resource(request, response, path)
  }
}
