import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayServer, type RelayServer } from './createRelayServer.js'
import {
  closeOf,
  connectRelayClient,
  randomTopic,
  relayConnectionUrl,
} from './testing/relayClient.js'
import { createRelayTestDatabase } from './testing/testRelay.js'

// The relay on an HTTP server of its own, as latch-relay runs it.

const servers: RelayServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function relayServer(options: Parameters<typeof createRelayServer>[0] = {}) {
  const server = await createRelayServer({
    env: {},
    database: await createRelayTestDatabase(),
    ...options,
  })
  servers.push(server)
  return server
}

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

describe('createRelayServer', () => {
  test('default: /relay carries messages; closing the listener ends its connections', async () => {
    const server = await relayServer()
    const running = await server.start({ port: 0 })
    expect(running.url).toBe(`ws://127.0.0.1:${running.port}/relay`)
    const [subscriber, publisher] = await Promise.all([
      connectRelayClient(running.url),
      connectRelayClient(running.url),
    ])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'through latch-relay', ttl: 300 })
    expect((await subscriber.nextDelivery()).data.message).toBe('through latch-relay')

    await running.close()
    expect((await subscriber.closed).code).toBe(1006)
    expect((await publisher.closed).code).toBe(1006)
    await expect.poll(() => server.relay.connectionCount).toBe(0)
  })

  test('behavior: GET /health answers while the database does; other paths and upgrades are 404', async () => {
    const server = await relayServer()
    const running = await server.start({ port: 0 })
    const base = `http://127.0.0.1:${running.port}`
    const health = await fetch(`${base}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await fetch(`${base}/relay`)).status).toBe(404)
    expect(await handshakeStatus(`ws://127.0.0.1:${running.port}/health`)).toBe(404)
  })

  test('parameters: projectIds: a listed id connects, any other is "Unauthorized: invalid key"', async () => {
    const server = await relayServer({ projectIds: ['shop'] })
    const { url } = await server.start({ port: 0 })
    expect(await closeOf(await relayConnectionUrl(url, { projectId: 'demo' }))).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    const client = await connectRelayClient(url, { projectId: 'shop' })
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toMatch(
      /^[0-9a-f]{64}$/,
    )
    await client.close()
  })

  test('behavior: without projectIds any project id connects', async () => {
    const server = await relayServer()
    const { url } = await server.start({ port: 0 })
    const client = await connectRelayClient(url, { projectId: 'any-site-at-all' })
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toMatch(
      /^[0-9a-f]{64}$/,
    )
    await client.close()
  })

  test('parameters: publicUrl is the only JWT audience, not the local address', async () => {
    const server = await relayServer({ publicUrl: 'https://relay.example' })
    const { url } = await server.start({ port: 0 })
    expect(await closeOf(await relayConnectionUrl(url))).toEqual({
      code: 3000,
      reason: "Unauthorized: the JWT's audience is not this relay",
    })
    const client = await connectRelayClient(url, { audience: 'wss://relay.example/relay' })
    expect(client.clientId).toMatch(/^did:key:/)
    await client.close()
  })

  test('behavior: messages stored before a restart on the same port reach a subscriber after it', async () => {
    const server = await relayServer()
    let running = await server.start({ port: 0 })
    const topic = randomTopic()
    const publisher = await connectRelayClient(running.url)
    await publisher.request('irn_publish', { topic, message: 'before the restart', ttl: 300 })
    await publisher.close()
    await running.close()
    await server.relay.close()
    running = await server.start({ port: running.port })
    const subscriber = await connectRelayClient(running.url)
    await subscriber.request('irn_subscribe', { topic })
    expect((await subscriber.nextDelivery()).data.message).toBe('before the restart')
    await subscriber.close()
  })

  test('behavior: a database it opens (PGlite in memory) is migrated, and closed with it', async () => {
    const server = await createRelayServer({ env: {}, port: 0 })
    try {
      expect(server.database.description).toBe('PGlite (in memory)')
      const { rows } = await server.database.query('SELECT version, name FROM relay_migrations')
      expect(rows).toEqual([
        { version: 1, name: 'relay' },
        { version: 2, name: 'shared_limits' },
      ])
    } finally {
      await server.close()
    }
    await expect(server.database.query('SELECT 1')).rejects.toThrow()
  })
})
