import { createHash } from 'node:crypto'
import type { Database } from '@latch/database'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { relayErrorCodes } from './relayError.js'
import { closeAfterEach } from './testing/closeAfterEach.js'
import {
  closeOf,
  connectRelayClient,
  RelayAnswerError,
  randomTopic,
  relayConnectionUrl,
  type TestRelayClient,
} from './testing/relayClient.js'
import { createRelayTestDatabase, startTestRelay, type TestRelay } from './testing/testRelay.js'

let database: Database
beforeAll(async () => {
  database = await createRelayTestDatabase()
})

const keep = closeAfterEach()

const relay = async (
  options: Parameters<typeof startTestRelay>[0] | object = {},
): Promise<TestRelay> => keep(await startTestRelay({ database, ...options }))

const client = async (
  url: string,
  parameters: Parameters<typeof connectRelayClient>[1] = {},
): Promise<TestRelayClient> => keep(await connectRelayClient(url, parameters))

function publish(from: TestRelayClient, topic: string, message: string, extra: object = {}) {
  return from.request('irn_publish', {
    topic,
    message,
    ttl: 300,
    tag: 1108,
    prompt: true,
    ...extra,
  })
}

/** The error a request is answered with (fails the test when it succeeds). */
async function refusal(request: Promise<unknown>) {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RelayAnswerError)
  return (error as RelayAnswerError).error
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A clock the test moves by hand. */
function manualClock(start = Date.now()) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

describe('delivery', () => {
  test('default: a message reaches the subscribers of its topic, and only them', async () => {
    const { url, logs } = await relay()
    const [a, b, publisher] = await Promise.all([client(url), client(url), client(url)])
    const [t, u] = [randomTopic(), randomTopic()]
    expect(await a.request('irn_subscribe', { topic: t })).toBe(sha256(t + a.clientId))
    await b.request('irn_subscribe', { topic: u })

    expect(await publish(publisher, t, 'secret-body-for-t')).toBe(true)
    await publish(publisher, u, 'secret-body-for-u', { tag: 1109, attestation: 'att' })

    const atA = await a.nextDelivery()
    expect(atA.subscriptionId).toBe(sha256(t + a.clientId))
    expect(atA.data).toEqual({
      topic: t,
      message: 'secret-body-for-t',
      publishedAt: expect.any(Number),
      tag: 1108,
    })
    const atB = await b.nextDelivery()
    expect(atB.data).toMatchObject({
      topic: u,
      message: 'secret-body-for-u',
      tag: 1109,
      attestation: 'att',
    })
    // t's message was stored first: had it been sent to b, it would have come before u's.
    expect(b.deliveries.map((delivery) => delivery.data.topic)).toEqual([u])
    expect(a.deliveries.map((delivery) => delivery.data.topic)).toEqual([t])
    expect(logs.join('\n')).not.toContain('secret-body')
  })

  test('behavior: a message is never sent back to the client that published it', async () => {
    const { url } = await relay()
    const [author, other] = await Promise.all([client(url), client(url)])
    const topic = randomTopic()
    await author.request('irn_subscribe', { topic })
    await publish(author, topic, 'from the author')
    await publish(other, topic, 'from the other')
    expect((await author.nextDelivery()).data.message).toBe('from the other')
    expect(author.deliveries).toHaveLength(1)
  })

  test('behavior: a message published again (a retry) is stored and delivered once', async () => {
    const { url } = await relay()
    const [receiver, sender] = await Promise.all([client(url), client(url)])
    const topic = randomTopic()
    await receiver.request('irn_subscribe', { topic })
    await publish(sender, topic, 'sent twice')
    await publish(sender, topic, 'sent twice')
    await publish(sender, topic, 'then this')
    expect((await receiver.nextDelivery()).data.message).toBe('sent twice')
    expect((await receiver.nextDelivery()).data.message).toBe('then this')
    expect(receiver.deliveries).toHaveLength(2)
  })

  test('behavior: an offline peer receives the stored messages when it subscribes', async () => {
    const { url } = await relay()
    const sender = await client(url)
    const topic = randomTopic()
    await publish(sender, topic, 'while you were away')
    await publish(sender, topic, 'and this too')

    const late = await client(url)
    await late.request('irn_subscribe', { topic })
    expect((await late.nextDelivery()).data.message).toBe('while you were away')
    expect((await late.nextDelivery()).data.message).toBe('and this too')
  })

  test('behavior: unacknowledged messages come again on the next connection; acknowledged ones do not', async () => {
    const { url } = await relay()
    const keyPair = generateKeyPair()
    const sender = await client(url)
    const topic = randomTopic()
    await publish(sender, topic, 'must arrive')

    const crashing = await client(url, { keyPair, acknowledge: false })
    await crashing.request('irn_subscribe', { topic })
    expect((await crashing.nextDelivery()).data.message).toBe('must arrive')
    await crashing.close()

    const back = await client(url, { keyPair })
    expect(back.clientId).toBe(crashing.clientId)
    await back.request('irn_subscribe', { topic })
    expect((await back.nextDelivery()).data.message).toBe('must arrive')
    // Requests are handled after the acknowledgements sent before them.
    expect(await back.request('irn_fetchMessages', { topic })).toEqual({
      messages: [],
      hasMore: false,
    })
    await back.close()

    const again = await client(url, { keyPair })
    await again.request('irn_subscribe', { topic })
    // Handled after the subscription's stored messages were sent: none was.
    expect(await again.request('irn_fetchMessages', { topic })).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(again.deliveries).toEqual([])
  })

  test('behavior: a fetch does not answer again what the connection was sent and has not acknowledged yet', async () => {
    const { url } = await relay()
    const sender = await client(url)
    const topic = randomTopic()
    const slow = await client(url, { acknowledge: false })
    await slow.request('irn_subscribe', { topic })
    await publish(sender, topic, 'settle the session')
    expect((await slow.nextDelivery()).data.message).toBe('settle the session')
    await publish(sender, topic, 'then this')
    await slow.nextDelivery()
    expect(await slow.request('irn_fetchMessages', { topic })).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(slow.deliveries).toHaveLength(2)
    // Never acknowledged: a new connection of another client still fetches them.
    const other = await client(url)
    expect(await other.request('irn_fetchMessages', { topic })).toMatchObject({
      messages: [{ message: 'settle the session' }, { message: 'then this' }],
    })
  })

  test('behavior: an expired message is neither delivered nor fetched, and the sweep deletes it', async () => {
    const clock = manualClock()
    const { url, relay: running } = await relay({ now: clock.now })
    const sender = await client(url)
    const topic = randomTopic()
    await publish(sender, topic, 'short-lived', { ttl: 300 })
    await publish(sender, topic, 'long-lived', { ttl: 3600 })
    clock.advance(301_000)

    const late = await client(url)
    await late.request('irn_subscribe', { topic })
    expect((await late.nextDelivery()).data.message).toBe('long-lived')
    const other = await client(url)
    expect(await other.request('irn_fetchMessages', { topic })).toMatchObject({
      messages: [{ message: 'long-lived' }],
    })
    expect(await running.sweep()).toBeGreaterThanOrEqual(1)
    const { rows } = await database.query<{ message: string }>(
      'SELECT message FROM relay_messages WHERE topic = $1',
      [topic],
    )
    expect(rows).toEqual([{ message: 'long-lived' }])
    expect(late.deliveries).toHaveLength(1)
  })

  test('parameters: fetchMessages pages by 100 and counts what it returns as delivered', async () => {
    const { url } = await relay({ config: { messagesPerSecond: 1000, burst: 2000 } })
    const sender = await client(url)
    const topic = randomTopic()
    const messages = Array.from({ length: 101 }, (_, index) => ({
      topic,
      message: `message ${index}`,
      ttl: 300,
    }))
    for (let index = 0; index < messages.length; index += 40) {
      await sender.request('irn_batchPublish', { messages: messages.slice(index, index + 40) })
    }
    const reader = await client(url)
    const first = await reader.request<{ messages: { message: string }[]; hasMore: boolean }>(
      'irn_fetchMessages',
      { topic },
    )
    expect(first.hasMore).toBe(true)
    expect(first.messages.map((message) => message.message)).toEqual(
      messages.slice(0, 100).map((message) => message.message),
    )
    expect(await reader.request('irn_batchFetchMessages', { topics: [topic] })).toEqual({
      messages: [{ topic, message: 'message 100', publishedAt: expect.any(Number), tag: 0 }],
      hasMore: false,
    })
    expect(await reader.request('irn_fetchMessages', { topic })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  test('parameters: batchSubscribe, batchPublish and batchUnsubscribe', async () => {
    const { url } = await relay()
    const [receiver, sender] = await Promise.all([client(url), client(url)])
    const [t, u, v] = [randomTopic(), randomTopic(), randomTopic()]
    expect(await receiver.request('irn_batchSubscribe', { topics: [t, u, v] })).toEqual(
      [t, u, v].map((topic) => sha256(topic + receiver.clientId)),
    )
    await sender.request('irn_batchPublish', {
      messages: [
        { topic: t, message: 'to t', ttl: 300, tag: 1 },
        { topic: u, message: 'to u', ttl: 300, tag: 2 },
      ],
    })
    expect((await receiver.nextDelivery()).data).toMatchObject({
      topic: t,
      message: 'to t',
      tag: 1,
    })
    expect((await receiver.nextDelivery()).data).toMatchObject({
      topic: u,
      message: 'to u',
      tag: 2,
    })

    expect(
      await receiver.request('irn_batchUnsubscribe', {
        subscriptions: [t, u].map((topic) => ({ topic, id: sha256(topic + receiver.clientId) })),
      }),
    ).toBe(true)
    await publish(sender, t, 'after unsubscribe')
    await publish(sender, v, 'still subscribed')
    expect((await receiver.nextDelivery()).data.message).toBe('still subscribed')
    expect(await receiver.request('irn_unsubscribe', { topic: v, id: 'any' })).toBe(true)
    expect(receiver.deliveries.map((delivery) => delivery.data.message)).toEqual([
      'to t',
      'to u',
      'still subscribed',
    ])
  })
})

describe('lifecycle', () => {
  test('behavior: close ends connections with 1001; opened again it serves the stored messages', async () => {
    const { url, relay: running } = await relay()
    const [subscriber, sender] = await Promise.all([client(url), client(url)])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await running.close()
    expect(await subscriber.closed).toEqual({ code: 1001, reason: 'Server shutting down' })
    expect((await sender.closed).code).toBe(1001)

    await running.open()
    const publisher = await client(url)
    await publish(publisher, topic, 'after the restart')
    const back = await client(url)
    await back.request('irn_subscribe', { topic })
    expect((await back.nextDelivery()).data.message).toBe('after the restart')
  })

  test('behavior: while closed it turns connections away with 1013 (try again later); opened again it takes them', async () => {
    const { url, relay: running } = await relay()
    await running.close()
    // A connection taken while closed would hear of nothing published until it subscribed
    // again (nothing listens to the database), and close() has already passed it by.
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open'), 2000))
    expect(await Promise.race([closeOf(await relayConnectionUrl(url)), stillOpen])).toEqual({
      code: 1013,
      reason: 'Try again later',
    })
    expect(running.connectionCount).toBe(0)

    await running.open()
    const [subscriber, publisher] = await Promise.all([client(url), client(url)])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publish(publisher, topic, 'once open again')
    expect((await subscriber.nextDelivery()).data.message).toBe('once open again')
  })
})

describe('sign-client 2.25 session methods', () => {
  test('default: wc_proposeSession and wc_approveSession subscribe their sender and store the messages with their tags', async () => {
    const { url } = await relay()
    const [dapp, wallet] = await Promise.all([client(url), client(url)])
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]

    // The params as sign-client's publishCustom sends them (tvf fields included).
    expect(
      await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal-ciphertext',
        ttl: 300,
        correlationId: 1_700_000_000_000_123,
      }),
    ).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextDelivery()).data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal-ciphertext',
      tag: 1100,
    })

    expect(
      await wallet.request('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'response-ciphertext',
        sessionSettlementRequest: 'settlement-ciphertext',
        ttl: 300,
        correlationId: 1,
        chainId: 'eip155:1',
      }),
    ).toBe(true)
    // The dapp never subscribed to the pairing topic itself: the relay did, at the proposal.
    expect((await dapp.nextDelivery()).data).toMatchObject({
      topic: pairingTopic,
      message: 'response-ciphertext',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextDelivery()).data).toMatchObject({
      topic: sessionTopic,
      message: 'settlement-ciphertext',
      tag: 1102,
    })
    // Nor did the wallet subscribe to the session topic: the relay did, at the approval.
    await publish(dapp, sessionTopic, 'settle-ack')
    expect((await wallet.nextDelivery()).data).toMatchObject({
      topic: sessionTopic,
      message: 'settle-ack',
    })
  })
})

describe('authentication', () => {
  test('default: a client with a relay JWT for this relay and a known project id connects', async () => {
    const { url, relay: running } = await relay()
    const connected = await client(url)
    expect(connected.clientId).toMatch(/^did:key:z6Mk/)
    expect(running.connectionCount).toBe(1)
    await connected.close()
    await expect.poll(() => running.connectionCount).toBe(0)
  })

  test.each([
    ['no auth parameter', { auth: null }, 'the auth parameter (a relay JWT) is missing'],
    ['no JWT', { auth: 'not-a-jwt' }, 'the auth parameter is not a JWT'],
    [
      'another algorithm',
      {
        auth: `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.e30.AAAA`,
      },
      'the JWT must be an EdDSA JWT',
    ],
    [
      'another relay as audience',
      { audience: 'wss://relay.walletconnect.org' },
      "the JWT's audience is not this relay",
    ],
    ['no project id', { projectId: null }, 'the projectId parameter is missing'],
  ])('behavior: refused with code 3000 and the reason: %s', async (_name, parameters, reason) => {
    const { url, logs } = await relay()
    const refused = await closeOf(await relayConnectionUrl(url, parameters))
    expect(refused).toEqual({ code: 3000, reason: `Unauthorized: ${reason}` })
    expect(logs).toEqual([`refused a connection: ${reason}`])
  })

  // The provider messages SPEC.md §8 maps to alerts: the client reads them as they are.
  test.each([
    ['an unknown project', 'not-a-project'],
    ['a malformed project id', '../demo'],
  ])(
    'behavior: %s is refused as "Unauthorized: invalid key"; the log says why',
    async (_name, projectId) => {
      const { url, logs } = await relay()
      expect(await closeOf(await relayConnectionUrl(url, { projectId }))).toEqual({
        code: 3000,
        reason: 'Unauthorized: invalid key',
      })
      expect(logs).toEqual(['refused a connection: the projectId is not a project of this server'])
    },
  )

  test("behavior: the page's origin is not checked: a wallet pairs from its own origin with the site's project id", async () => {
    const { url } = await relay()
    const page = await client(url, { headers: { origin: 'https://wallet.example' } })
    expect(page.clientId).toMatch(/^did:key:/)
  })

  test('behavior: a JWT issued ahead of the relay\'s clock is refused as "JWT validation error: JWT Token is not yet valid"', async () => {
    // The client's clock is two minutes ahead of the relay's (one minute of skew is allowed).
    const { url } = await relay({ now: manualClock(Date.now() - 120_000).now })
    expect(await closeOf(await relayConnectionUrl(url))).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
  })

  test("behavior: a JWT whose signature is not its issuer's is refused", async () => {
    const { url } = await relay()
    const genuine = new URL(await relayConnectionUrl(url))
    const [header, payload, signature] = (genuine.searchParams.get('auth') ?? '').split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    // Someone else's key as issuer, with the first client's signature.
    claims.iss = JSON.parse(
      Buffer.from(
        (new URL(await relayConnectionUrl(url)).searchParams.get('auth') ?? '').split('.')[1] ?? '',
        'base64url',
      ).toString(),
    ).iss
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    expect(await closeOf(await relayConnectionUrl(url, { auth: forged }))).toEqual({
      code: 3000,
      reason: "Unauthorized: the JWT's signature is not its issuer's",
    })
  })

  test('behavior: an expired JWT is refused', async () => {
    const clock = manualClock()
    const { url } = await relay({ now: clock.now })
    const jwtUrl = await relayConnectionUrl(url)
    expect((await client(url)).clientId).toMatch(/^did:key:/)
    // The SDK's JWT is valid for a day.
    clock.advance(86_401_000)
    expect(await closeOf(jwtUrl)).toEqual({
      code: 3000,
      reason: 'Unauthorized: the JWT has expired',
    })
  })

  test('behavior: a JWT valid for more than a week is refused', async () => {
    const { url } = await relay()
    const week = await signJWT('sub', url, 86_400 * 7, generateKeyPair())
    expect((await client(url, { auth: week })).clientId).toMatch(/^did:key:/)
    const longer = await signJWT('sub', url, 86_400 * 7 + 1, generateKeyPair())
    expect(await closeOf(await relayConnectionUrl(url, { auth: longer }))).toEqual({
      code: 3000,
      reason: 'Unauthorized: the JWT is valid for more than a week',
    })
  })
})

describe('limits', () => {
  test('behavior: a message over the size limit is refused with a JSON-RPC error', async () => {
    const { url } = await relay({ config: { maxMessageBytes: 1024 } })
    const sender = await client(url)
    const topic = randomTopic()
    expect(await publish(sender, topic, 'x'.repeat(1024))).toBe(true)
    expect(await refusal(publish(sender, topic, 'x'.repeat(1025)))).toEqual({
      code: relayErrorCodes.messageTooLarge,
      message: 'Message too large: message has 1025 bytes, at most 1024',
      data: { field: 'message', maxBytes: 1024 },
    })
    expect(
      await refusal(
        sender.request('wc_proposeSession', {
          pairingTopic: topic,
          sessionProposal: 'é'.repeat(513),
        }),
      ),
    ).toMatchObject({ code: relayErrorCodes.messageTooLarge, data: { field: 'sessionProposal' } })
  })

  test('behavior: a frame over the frame limit closes the connection (1009)', async () => {
    const { url, relay: running } = await relay({ config: { maxMessageBytes: 1024 } })
    const sender = await client(url)
    sender.socket.send('x'.repeat(1024 * 4 + 64 * 1024 + 1))
    expect((await sender.closed).code).toBe(1009)
    await expect.poll(() => running.connectionCount).toBe(0)
  })

  test('behavior: subscriptions over the limit are refused; the ones before stay', async () => {
    const { url } = await relay({ config: { maxSubscriptionsPerConnection: 3 } })
    const subscriber = await client(url)
    const topics = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
    await subscriber.request('irn_batchSubscribe', { topics: topics.slice(0, 2) })
    // The same topic again counts once.
    await subscriber.request('irn_subscribe', { topic: topics[0] })
    await subscriber.request('irn_subscribe', { topic: topics[2] })
    const expected = {
      code: relayErrorCodes.tooManySubscriptions,
      message: 'Too many subscriptions: at most 3 topics on one connection',
      data: { max: 3 },
    }
    expect(await refusal(subscriber.request('irn_subscribe', { topic: topics[3] }))).toEqual(
      expected,
    )
    await subscriber.request('irn_unsubscribe', { topic: topics[0], id: 'x' })
    expect(await subscriber.request('irn_subscribe', { topic: topics[3] })).toEqual(
      expect.any(String),
    )
    expect(
      await refusal(subscriber.request('irn_batchSubscribe', { topics: [randomTopic()] })),
    ).toEqual(expected)
  })

  test('behavior: a flood is refused past the burst, and served again as time passes', async () => {
    const clock = manualClock()
    const { url } = await relay({ now: clock.now, config: { messagesPerSecond: 5, burst: 10 } })
    const flooder = await client(url)
    const topic = randomTopic()
    const answers = await Promise.allSettled(
      Array.from({ length: 15 }, () => flooder.request('irn_fetchMessages', { topic })),
    )
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10)
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [(answer.reason as RelayAnswerError).error] : [],
    )
    expect(refused).toHaveLength(5)
    expect(refused[0]).toEqual({
      code: relayErrorCodes.rateLimited,
      message:
        'Too many requests: at most 5 per second on one connection (bursts of 10); retry in 200 ms',
      data: { retryAfterMs: 200 },
    })
    // A batch of publishes counts each message.
    clock.advance(1000)
    expect(
      await refusal(
        flooder.request('irn_batchPublish', {
          messages: Array.from({ length: 6 }, (_, index) => ({
            topic,
            message: `${index}`,
            ttl: 60,
          })),
        }),
      ),
    ).toMatchObject({ code: relayErrorCodes.rateLimited })
    expect(await flooder.request('irn_fetchMessages', { topic })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  test('behavior: a peer that stops answering pings is disconnected', async () => {
    const { url, relay: running } = await relay({ config: { pingIntervalMs: 20 } })
    const silent = new WebSocket(await relayConnectionUrl(url), { autoPong: false })
    const pinged = new Promise((resolve) => silent.once('ping', resolve))
    const closed = new Promise<number>((resolve) => silent.once('close', resolve))
    await pinged
    expect(await closed).toBe(1006)
    await expect.poll(() => running.connectionCount).toBe(0)
  })
})

describe('malformed input', () => {
  test('behavior: each bad frame gets a JSON-RPC error, the connection keeps working, and no body is logged', async () => {
    const { url, logs } = await relay({ config: { messagesPerSecond: 1000, burst: 2000 } })
    const sender = await client(url)
    const topic = randomTopic()
    const raw = (frame: unknown) =>
      sender.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))

    raw('{"not json')
    raw('[]')
    raw('null')
    raw('42')
    raw({ jsonrpc: '2.0', method: 'irn_publish' })
    raw({ id: { nested: true }, method: 'irn_publish' })
    sender.socket.send(Buffer.from([1, 2, 3]), { binary: true })
    await expect.poll(() => sender.unaddressed.length).toBe(7)
    expect(sender.unaddressed.map((error) => error.code)).toEqual([
      relayErrorCodes.parseError,
      relayErrorCodes.invalidRequest,
      relayErrorCodes.invalidRequest,
      relayErrorCodes.invalidRequest,
      relayErrorCodes.invalidRequest,
      relayErrorCodes.invalidRequest,
      relayErrorCodes.invalidRequest,
    ])

    const invalid = async (method: string, params: unknown) =>
      (await refusal(sender.request(method, params))).code
    expect(await invalid('irn_nope', {})).toBe(relayErrorCodes.methodNotFound)
    expect(await invalid('__proto__', {})).toBe(relayErrorCodes.methodNotFound)
    expect(await invalid('irn_publish', null)).toBe(relayErrorCodes.invalidParams)
    expect(await invalid('irn_publish', 'body-in-a-string')).toBe(relayErrorCodes.invalidParams)
    expect(
      await refusal(
        sender.request('irn_publish', { topic: 'short', message: 'body-secret-1', ttl: 300 }),
      ),
    ).toEqual({
      code: relayErrorCodes.invalidParams,
      message: 'Invalid params: topic must be a topic (64 hexadecimal characters)',
      data: { field: 'topic' },
    })
    expect(
      await refusal(sender.request('irn_publish', { topic, message: 'body-secret-2', ttl: -1 })),
    ).toEqual({
      code: relayErrorCodes.invalidParams,
      message: 'Invalid params: ttl must be a number of seconds from 1 to 604800',
      data: { field: 'ttl' },
    })
    expect(
      await invalid('irn_publish', { topic, message: 'body-secret-3', ttl: 300, tag: 1.5 }),
    ).toBe(relayErrorCodes.invalidParams)
    expect(await invalid('irn_publish', { topic, message: '', ttl: 300 })).toBe(
      relayErrorCodes.invalidParams,
    )
    expect(await invalid('irn_publish', { topic, message: 12, ttl: 300 })).toBe(
      relayErrorCodes.invalidParams,
    )
    expect(await invalid('irn_publish', { topic, message: 'body-secret-4', ttl: '300' })).toBe(
      relayErrorCodes.invalidParams,
    )
    expect(await invalid('irn_batchPublish', { messages: [] })).toBe(relayErrorCodes.invalidParams)
    expect(await invalid('irn_batchSubscribe', { topics: [topic, 7] })).toBe(
      relayErrorCodes.invalidParams,
    )
    expect(
      await invalid('irn_batchSubscribe', { topics: Array.from({ length: 501 }, () => topic) }),
    ).toBe(relayErrorCodes.invalidParams)
    expect(await invalid('irn_unsubscribe', { topic })).toBe(relayErrorCodes.invalidParams)
    expect(await invalid('wc_approveSession', { sessionTopic: topic, pairingTopic: topic })).toBe(
      relayErrorCodes.invalidParams,
    )
    expect(
      await invalid(
        'irn_publish',
        JSON.parse(`{"__proto__": {"polluted": true}, "topic": "${topic}"}`),
      ),
    ).toBe(relayErrorCodes.invalidParams)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // Still serving, and nothing it was sent shows up in its log.
    expect(await sender.request('irn_subscribe', { topic })).toEqual(expect.any(String))
    expect(logs.join('\n')).not.toMatch(/body/)
  })
})
