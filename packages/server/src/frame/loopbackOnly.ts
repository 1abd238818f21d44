import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import { RequestError } from '../http/requestError.js'

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

// What a reverse proxy adds on the way: a request that carries one came through a proxy, and
// the loopback peer it arrived from is the proxy, not the client.
const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const

/**
 * Development pages (the mailbox, the Farcaster approval) answer this machine only: to any
 * remote client they do not exist. A loopback peer is not enough: a `--dev` server behind a
 * local reverse proxy gets every visitor's request from 127.0.0.1, so a request that carries a
 * proxy's header is not this machine's, whatever it says. (A forwarder that adds no header,
 * such as an SSH tunnel, cannot be told apart: do not expose a `--dev` server through one.)
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (proxyHeaders.some((name) => c.req.header(name) !== undefined)) {
    throw new RequestError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)
  }
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    // A request made in-process (`app.request`) has no socket: it is this machine.
  }
  if (address !== undefined && !isLoopback(address)) {
    throw new RequestError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)
  }
  await next()
}
