import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import { escapeHtml } from '../frame/escapeHtml.js'
import { createSocialStandIns } from '../social/standIns/socialStandIns.js'
import { memoryAdapterFactory } from './memoryAdapter.js'

/** A client of the local provider: one per social login, all with the same redirect. */
export type LocalClient = { clientId: string; clientSecret: string }

export type StartLocalIdentityProviderParameters = {
  port: number
  host: string
  clients: readonly LocalClient[]
  /** Where the provider may send a visitor back: the frame's social callback. */
  redirectUris: readonly string[]
}

export type LocalIdentityProvider = {
  /**
   * `http://127.0.0.1:8789`: the issuer google and apple discover; github, x, discord and
   * facebook sign in on their stand-ins under `${issuer}/<provider>`.
   */
  issuer: string
  port: number
  close(): Promise<void>
}

/** Any name a visitor types becomes an account: `Ada Lovelace` → `ada-lovelace`. */
function accountIdOf(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 64) || 'visitor'
  )
}

function loginPage(uid: string, clientId: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to the Latch local provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:22rem;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input,button{font:inherit;margin:.5rem 0 1rem;padding:.5rem}</style>
</head><body>
<h1>Local sign-in</h1>
<p>A development identity provider: any name signs in. <strong>${escapeHtml(clientId)}</strong> asks for your name and email.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Name</label>
<input id="login" name="login" autocomplete="username" required autofocus>
<button type="submit">Sign in and allow</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit">Cancel</button>
</form>
</body></html>`
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) {
    text += chunk
    if (text.length > 4096) break
  }
  return new URLSearchParams(text)
}

function send(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  })
  response.end(html)
}

/**
 * The local OpenID provider (the certified `oidc-provider`): the identity provider every
 * social login uses by default, so the demo and the tests sign in with no account anywhere.
 * Its one interaction is a page with a name field that signs in and grants `openid email
 * profile` at once; the account's email is `<name>@example.com`, verified. The same server
 * hosts the stand-ins of the OAuth 2 providers (src/social/standIns), each with its own
 * consent page, under `/github`, `/x`, `/discord` and `/facebook`.
 *
 * @example
 * const idp = await startLocalIdentityProvider({ port: 0, host: '127.0.0.1', clients, redirectUris })
 */
export async function startLocalIdentityProvider({
  port,
  host,
  clients,
  redirectUris,
}: StartLocalIdentityProviderParameters): Promise<LocalIdentityProvider> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const hostName = host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const issuer = `http://${hostName}:${address.port}`

  const configuration: Configuration = {
    clients: clients.map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [...redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    // Keys of this run only: tokens of a former run are worthless, as they should be.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: randomBytes(8).toString('hex'),
          use: 'sig',
          alg: 'RS256',
        } as never,
      ],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        name: sub,
        preferred_username: sub,
      }),
    }),
    adapter: memoryAdapterFactory(),
    // Lifetimes of a development provider: short, and stated (the library asks for them).
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // The claims travel in the ID token: the client needs no userinfo call.
    conformIdTokenClaims: false,
  }
  const provider = new Provider(issuer, configuration)
  const callback = provider.callback()
  const standIns = createSocialStandIns({ clients, redirectUris })

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (standIns(request, response)) return
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(request.url ?? '')
    if (!match) {
      callback(request, response)
      return
    }
    const [, , action] = match
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response)
        const clientId = String(details.params.client_id ?? '')
        if (request.method === 'GET' && action === undefined) {
          send(response, 200, loginPage(details.uid, clientId))
          return
        }
        if (request.method === 'POST' && action === 'abort') {
          await provider.interactionFinished(request, response, {
            error: 'access_denied',
            error_description: 'The visitor cancelled the sign-in',
          })
          return
        }
        if (request.method === 'POST' && action === 'login') {
          const name = (await formBody(request)).get('login') ?? ''
          if (!name.trim()) {
            send(response, 400, loginPage(details.uid, clientId, 'Enter a name.'))
            return
          }
          const accountId = accountIdOf(name)
          const grant = new provider.Grant({ accountId, clientId })
          grant.addOIDCScope('openid email profile')
          const grantId = await grant.save()
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          )
          return
        }
        send(response, 405, '<!doctype html><title>Not allowed</title>')
      } catch {
        send(
          response,
          400,
          '<!doctype html><title>Sign-in expired</title><p>This sign-in has expired: start again from the site.</p>',
        )
      }
    })()
  })

  return {
    issuer,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
