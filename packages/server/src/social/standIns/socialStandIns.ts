import type { IncomingMessage, ServerResponse } from 'node:http'
import { discordStandIn } from './discordStandIn.js'
import { facebookStandIn } from './facebookStandIn.js'
import { githubStandIn } from './githubStandIn.js'
import { createOAuthStandIn, type StandInClients, type StandInShape } from './oauthStandIn.js'
import { xStandIn } from './xStandIn.js'

/** The stand-in of each OAuth 2 provider, served under `/<provider>` of the local provider. */
const standInShapes: Record<string, StandInShape> = {
  github: githubStandIn,
  x: xStandIn,
  discord: discordStandIn,
  facebook: facebookStandIn,
}

/**
 * Routes `/<provider>/…` to that provider's stand-in; answers whether it took the request.
 * Each stand-in knows the same clients and redirect addresses as the local OpenID provider.
 */
export function createSocialStandIns(
  clients: StandInClients,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const handlers = new Map(
    Object.entries(standInShapes).map(([provider, shape]) => [
      provider,
      createOAuthStandIn(shape, clients, `/${provider}`),
    ]),
  )
  return (request, response) => {
    const match = /^\/([a-z]+)(\/.*)$/.exec(request.url ?? '')
    const handler = match ? handlers.get(match[1] ?? '') : undefined
    if (!match || !handler) return false
    handler(request, response, match[2] ?? '/').catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
    return true
  }
}
