import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Relay } from './createRelay.js'
import { relayPath } from './relayPath.js'

/** What an HTTP server's `upgrade` event calls. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/**
 * An `upgrade` handler that hands `/relay` to `relay`; any other upgrade (every one when there
 * is no relay) is answered 404.
 *
 * @example
 * httpServer.on('upgrade', relayUpgradeHandler(relay))
 */
export function relayUpgradeHandler(relay: Relay | undefined): UpgradeHandler {
  return (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname.replace(/\/+$/, '')
    if (relay && path === relayPath) return relay.handleUpgrade(request, socket, head)
    socket.on('error', () => undefined)
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  }
}
