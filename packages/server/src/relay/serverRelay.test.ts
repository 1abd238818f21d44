import { describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import {
  closeOf,
  connectRelayClient,
  randomTopic,
  relayConnectionUrl,
} from '../../../relay/src/testing/relayClient.js'
import { createTestServer } from '../testing/testDatabase.js'

// The relay as createServer wires it: on the service's own HTTP listener, at /relay.

/** The HTTP status a WebSocket handshake to `url` is refused with. */
function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.on('open', () => reject(new Error('the handshake was accepted')))
    socket.on('error', () => undefined)
  })
}

describe('the relay in createServer', () => {
  test('default: /relay on the service listener; closing the listener ends its connections', async () => {
    const server = await createTestServer()
    try {
      const running = await server.start({ port: 0 })
      expect(running.relayUrl).toBe(`ws://127.0.0.1:${running.port}/relay`)
      const [subscriber, publisher] = await Promise.all([
        connectRelayClient(running.relayUrl ?? ''),
        connectRelayClient(running.relayUrl ?? ''),
      ])
      const topic = randomTopic()
      await subscriber.request('irn_subscribe', { topic })
      await publisher.request('irn_publish', { topic, message: 'through the server', ttl: 300 })
      expect((await subscriber.nextDelivery()).data.message).toBe('through the server')

      await running.close()
      expect((await subscriber.closed).code).toBe(1006)
      expect((await publisher.closed).code).toBe(1006)
      await expect.poll(() => server.relay?.connectionCount).toBe(0)
    } finally {
      await server.close()
    }
  })

  test('behavior: an upgrade anywhere else is answered 404', async () => {
    const server = await createTestServer()
    try {
      const running = await server.start({ port: 0 })
      expect(await handshakeStatus(`ws://127.0.0.1:${running.port}/health`)).toBe(404)
      // The frame's listener has no WebSocket at all.
      await expect(
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${running.framePort}/relay`)
          socket.on('open', resolve)
          socket.on('error', reject)
        }),
      ).rejects.toThrow()
    } finally {
      await server.close()
    }
  })

  test('parameters: relay: false serves no relay', async () => {
    const server = await createTestServer({ relay: false })
    try {
      const running = await server.start({ port: 0 })
      expect(running.relayUrl).toBeUndefined()
      expect(server.relay).toBeUndefined()
      expect(
        await handshakeStatus(await relayConnectionUrl(`ws://127.0.0.1:${running.port}/relay`)),
      ).toBe(404)
    } finally {
      await server.close()
    }
  })

  test("behavior: a client connects with a project of this server's, never another id", async () => {
    const server = await createTestServer({
      projects: [{ id: 'shop', features: { email: false, socials: false } }],
    })
    try {
      const running = await server.start({ port: 0 })
      const relayUrl = running.relayUrl ?? ''
      for (const projectId of ['not-a-project', '../shop']) {
        expect(await closeOf(await relayConnectionUrl(relayUrl, { projectId }))).toEqual({
          code: 3000,
          reason: 'Unauthorized: invalid key',
        })
      }
      for (const projectId of ['shop', 'demo']) {
        const connected = await connectRelayClient(relayUrl, { projectId })
        expect(await connected.request('irn_subscribe', { topic: randomTopic() })).toMatch(
          /^[0-9a-f]{64}$/,
        )
        await connected.close()
      }
    } finally {
      await server.close()
    }
  })

  test('parameters: with publicUrl, the JWT audience is its wss twin, not the local address', async () => {
    const server = await createTestServer({ publicUrl: 'https://latch.example' })
    try {
      const running = await server.start({ port: 0 })
      const local = running.relayUrl ?? ''
      expect(await closeOf(await relayConnectionUrl(local))).toEqual({
        code: 3000,
        reason: "Unauthorized: the JWT's audience is not this relay",
      })
      const connected = await connectRelayClient(local, {
        audience: 'wss://latch.example/relay',
      })
      expect(connected.clientId).toMatch(/^did:key:/)
      await connected.close()
    } finally {
      await server.close()
    }
  })
})
