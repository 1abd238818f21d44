import { networkInterfaces } from 'node:os'
import { relayPath } from './relayPath.js'

/** The relay URL of a public base URL: `https://latch.example` → `wss://latch.example/relay`. */
export function publicRelayUrl(publicUrl: string): string {
  const url = new URL(relayPath, publicUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

function hostOf(address: string): string {
  return address.includes(':') ? `[${address}]` : address
}

/**
 * The relay URLs a listener on `host` and `port` can be reached at, without a public URL:
 * `ws://` and each address of the machine it listens on (every interface's for `0.0.0.0` or
 * `::`), and `localhost` when loopback is among them. They come from the server's own
 * settings and interfaces, never from a request's `Host`.
 *
 * @example
 * listenerRelayUrls('127.0.0.1', 8787) // ['ws://127.0.0.1:8787/relay', 'ws://localhost:8787/relay']
 */
export function listenerRelayUrls(host: string, port: number): string[] {
  const everyInterface = host === '0.0.0.0' || host === '::'
  const addresses = everyInterface
    ? Object.values(networkInterfaces())
        .flat()
        .filter((info) => info !== undefined)
        .filter((info) => host === '::' || info.family === 'IPv4')
        .map((info) => info.address.replace(/%.*$/, ''))
    : [host]
  const loopback = addresses.some(
    (address) => address === '::1' || address.startsWith('127.') || address === 'localhost',
  )
  const hosts = [...new Set([...addresses, ...(loopback ? ['localhost'] : [])])]
  return hosts.map((name) => `ws://${hostOf(name)}:${port}${relayPath}`)
}
