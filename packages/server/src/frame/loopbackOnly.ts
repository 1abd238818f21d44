import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import { RequestError } from '../http/requestError.js'

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/**
 * Development pages (the mailbox, the Farcaster approval) answer this machine only: to any
 * remote client they do not exist.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
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
