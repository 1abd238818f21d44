import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createRelayServer, type RelayServer, type RunningRelay } from './createRelayServer.js'
import {
  pairSignClients,
  personalSign,
  refuseThirdPartyFetch,
  type SignClientInstance,
  within,
} from './testing/signClients.js'
import { createRelayTestDatabase, startTestRelay } from './testing/testRelay.js'

// Two unmodified @walletconnect/sign-client 2.25.0 instances, a dapp and a wallet, pair and
// talk through the relay alone, as latch-relay runs it (createRelayServer), in Node. Nothing may leave the machine: the SDK's
// telemetry is off (`telemetryEnabled: false`), its Verify API is off by its own switch for
// test runs (IS_VITEST, read when a client is made), and a fetch guard fails the test if the
// SDK asks any host but loopback.

type RelayMessageEvent = { topic: string; message: string }

let fetchGuard: ReturnType<typeof refuseThirdPartyFetch>
let server: RelayServer
let running: RunningRelay
const clients: SignClientInstance[] = []

beforeAll(async () => {
  vi.stubEnv('IS_VITEST', 'true')
  fetchGuard = refuseThirdPartyFetch()
  server = await createRelayServer({
    env: {},
    database: await createRelayTestDatabase(),
    projectIds: ['demo'],
  })
  running = await server.start({ port: 0 })
})

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.core.relayer.transportClose().catch(() => undefined)
    client.core.heartbeat.stop()
  }
})

const relays: { close(): Promise<void> }[] = []

afterAll(async () => {
  for (const relay of relays.splice(0)) await relay.close()
  await server?.close()
  fetchGuard.restore()
  vi.unstubAllEnvs()
})

/** A dapp and a wallet with a session between them, closed after the test. */
function pairedClients(
  account: ReturnType<typeof privateKeyToAccount>,
  { relayUrl = running.url, beforeAnswer }: PairingOptions = {},
) {
  return pairSignClients(account, relayUrl, {
    beforeAnswer,
    onClient: (client) => clients.push(client),
  })
}

type PairingOptions = {
  /** The relay server's by default. */
  relayUrl?: string
  /** Awaited before the wallet answers a request, with the text it signs. */
  beforeAnswer?: (text: string) => Promise<void> | void
}

describe('two sign-client 2.25.0 instances through the relay', () => {
  test('default: the dapp connects, the wallet pairs and approves, a personal_sign is answered', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { dapp, session } = await pairedClients(account)

    const text = 'Sign in to Latch through the local relay'
    const signature = await within(
      personalSign(dapp, session.topic, account.address, text),
      'request',
    )
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(fetchGuard.refused).toEqual([])
  })

  test('behavior: a wallet that was offline receives the request when it comes back', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { dapp, wallet, session } = await pairedClients(account)

    await wallet.core.relayer.transportClose()
    const answer = personalSign(dapp, session.topic, account.address, 'While you were away')
    // Stored by the relay (tag 1108: a session request) while the wallet has no connection.
    await expect
      .poll(
        async () =>
          (
            await server.database.query(
              'SELECT 1 FROM relay_messages WHERE topic = $1 AND tag = 1108',
              [session.topic],
            )
          ).rows.length,
        { timeout: 15_000 },
      )
      .toBe(1)
    await wallet.core.relayer.transportOpen()
    const signature = await within(answer, 'request to the returning wallet')
    expect(
      await verifyMessage({ address: account.address, message: 'While you were away', signature }),
    ).toBe(true)
    expect(fetchGuard.refused).toEqual([])
  })

  test('behavior: the relay restarted between a request and its answer: the dapp gets one answer, the wallet sees the request once', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const seen: string[] = []
    let release: () => void = () => undefined
    const { dapp, wallet, session } = await pairedClients(account, {
      beforeAnswer: (text) => {
        seen.push(text)
        return new Promise((resolve) => {
          release = resolve
        })
      },
    })
    // What reaches the dapp on the session topic, after the SDK's own duplicate check.
    const answers: unknown[] = []
    dapp.core.relayer.on('relayer_message', async ({ topic, message }: RelayMessageEvent) => {
      if (topic === session.topic) answers.push((await dapp.core.crypto.decode(topic, message)).id)
    })

    const texts = ['first', 'second', 'third', 'fourth'].map((n) => `Through the ${n} restart`)
    for (const [cycle, text] of texts.entries()) {
      const answer = personalSign(dapp, session.topic, account.address, text)
      await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(cycle + 1)
      const back = Promise.all(
        [dapp, wallet].map(
          (client) =>
            new Promise((resolve) => client.core.relayer.once('relayer_connect', resolve)),
        ),
      )
      // The request is in the wallet's hands, unanswered: the relay goes down and comes back
      // on the same port, its listener alone or (every other cycle) the relay with it.
      await running.close()
      if (cycle % 2 === 1) {
        await server.relay.close()
        await server.relay.open()
      }
      running = await server.start({ port: running.port })
      // The wallet answers once it is connected again: an answer published into the socket
      // that was cut is the SDK's to send again, after its 15 s publish timeout.
      await within(back, `the clients back after the restart ${cycle + 1}`)
      release()
      const signature = await within(answer, `the answer through the restart ${cycle + 1}`)
      expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    }
    expect(seen).toEqual(texts)
    await expect.poll(() => answers.length).toBe(texts.length)
    expect(new Set(answers).size).toBe(texts.length)
    const { rows } = await server.database.query<{ tag: string; count: string }>(
      `SELECT tag::text AS tag, count(*)::text AS count FROM relay_messages
       WHERE topic = $1 AND tag IN (1108, 1109) GROUP BY tag ORDER BY tag`,
      [session.topic],
    )
    // Session requests and their responses, each stored once.
    expect(rows).toEqual([
      { tag: '1108', count: '4' },
      { tag: '1109', count: '4' },
    ])
    expect(fetchGuard.refused).toEqual([])
  })
})

describe("a wallet offline while the relay's clock runs", () => {
  /** A relay of its own whose clock the test moves, and its database. */
  async function clockedRelay() {
    let time = Date.now()
    const database = await createRelayTestDatabase()
    const relay = await startTestRelay({ database, now: () => time })
    relays.push(relay)
    return {
      url: relay.url,
      advance(ms: number) {
        time += ms
      },
      /** The stored session requests (tag 1108) of `topic`: their TTL in ms. */
      async storedRequests(topic: string): Promise<number[]> {
        const { rows } = await database.query<{ ttl: string }>(
          `SELECT (extract(epoch FROM expires_at - published_at) * 1000)::bigint::text AS ttl
           FROM relay_messages WHERE topic = $1 AND tag = 1108`,
          [topic],
        )
        return rows.map((row) => Number(row.ttl))
      },
    }
  }

  /**
   * A dapp and a wallet paired through a clocked relay; the wallet goes offline and the dapp
   * asks it to sign `text`, a request the relay stores for it. `seen` lists the texts the
   * wallet was asked to sign.
   */
  async function requestWhileOffline(text: string) {
    const relay = await clockedRelay()
    const account = privateKeyToAccount(generatePrivateKey())
    const seen: string[] = []
    const { dapp, wallet, session } = await pairedClients(account, {
      relayUrl: relay.url,
      beforeAnswer: (asked) => {
        seen.push(asked)
      },
    })

    await wallet.core.relayer.transportClose()
    const answer = personalSign(dapp, session.topic, account.address, text)
    // A request never answered is rejected by the SDK at its own expiry, long after the test:
    // handled here, it is no unhandled rejection; a test that awaits it still sees it fail.
    answer.catch(() => undefined)
    await expect
      .poll(() => relay.storedRequests(session.topic), { timeout: 15_000 })
      .toHaveLength(1)
    return { relay, account, seen, dapp, wallet, session, answer }
  }

  test('behavior: a wallet offline for 30 s receives the request when it comes back', async () => {
    const { relay, account, seen, wallet, answer } = await requestWhileOffline('After 30 s away')
    relay.advance(30_000)
    await wallet.core.relayer.transportOpen()
    const signature = await within(answer, 'the request to the wallet back after 30 s')
    expect(
      await verifyMessage({ address: account.address, message: 'After 30 s away', signature }),
    ).toBe(true)
    expect(seen).toEqual(['After 30 s away'])
  })

  test('behavior: a request whose TTL passed while the wallet was offline is not delivered', async () => {
    const { relay, account, seen, dapp, wallet, session } = await requestWhileOffline('Too late')
    const [ttl = 0] = await relay.storedRequests(session.topic)
    expect(ttl).toBeGreaterThan(30_000)
    relay.advance(ttl + 1000)
    await wallet.core.relayer.transportOpen()
    // The relay sends what is stored right after the wallet subscribes again, so an expired
    // request sent anyway would have reached the wallet before this one.
    const text = 'Sent once the wallet is back'
    const signature = await within(
      personalSign(dapp, session.topic, account.address, text),
      'the request after the return',
    )
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(seen).toEqual([text])
  })
})
