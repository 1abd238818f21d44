import type { Database } from '@latch/database'
import { beforeAll, describe, expect, test } from 'vitest'
import { closeAfterEach } from './testing/closeAfterEach.js'
import { randomTopic } from './testing/relayClient.js'
import { connectRelayPeer, type RelayPeer } from './testing/relayPeer.js'
import { createRelayTestDatabase, startTestRelay, type TestRelay } from './testing/testRelay.js'

// The relay stopped and started again in the middle of a session, at every point of a request
// and its response, while a dapp and a wallet keep talking through it as the SDK does
// (testing/relayPeer.ts: reconnect, subscribe again, publish again, acknowledge, drop what it
// has seen). A delivery "lost on the way" is one the cut socket never handed over (the peer
// drops it unacknowledged). Delivery is at least once: a message whose acknowledgement the relay never
// recorded comes again on the next connection, and the SDK drops it by its hash. "Lost" is a
// request or a response that never reaches its peer; "answered twice" is one that reaches it
// twice after that check (the wallet would sign twice, the dapp resolve twice), or a publish
// sent again that the relay stores as a second message.

let database: Database
beforeAll(async () => {
  database = await createRelayTestDatabase()
})

const keep = closeAfterEach()

// Each cycle opens new connections at a high rate: the limits are not what these tests test.
const relayConfig = { messagesPerSecond: 100_000, burst: 100_000 }

const relay = async (): Promise<TestRelay> =>
  keep(await startTestRelay({ database, config: relayConfig }))
const peer = async (url: string): Promise<RelayPeer> => keep(await connectRelayPeer(url))

/** Fails with `label` when `promise` takes longer than 5 s (a hang detector, not a timing). */
function within<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: not done within 5 s`)), 5000)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

// Where in the exchange the relay goes down.
const stages = [
  'request sent',
  'request stored',
  'request lost on the way to the wallet',
  'request delivered, not acknowledged',
  'request acknowledged',
  'response sent',
  'response stored',
  'response lost on the way to the dapp',
  'response delivered, not acknowledged',
  'response acknowledged',
] as const
type Stage = (typeof stages)[number]

// How it goes down. `cut`: the listener and its sockets (1006), as a crashed process or a
// network cut; the relay object and its database listener stay. `restart`: the relay closes
// its connections (1001) and stops listening to the database, then the listener closes; both
// start again, as a redeployed process on the same database. `reopen`: the relay alone closes
// and opens again a little later while the listener stays up, so the peers come back while it
// is closed.
const modes = ['cut', 'restart', 'reopen'] as const
type Mode = (typeof modes)[number]

async function stop(relay: TestRelay, mode: Mode): Promise<void> {
  if (mode !== 'cut') await relay.relay.close()
  if (mode !== 'reopen') await relay.stopListener()
}

async function start(relay: TestRelay, mode: Mode): Promise<void> {
  // Long enough for the peers (5 ms) to try again while the relay is closed.
  if (mode === 'reopen') await new Promise((resolve) => setTimeout(resolve, 20))
  if (mode !== 'cut') await relay.relay.open()
  await relay.startListener()
}

const tags = { request: 1108, response: 1109 }

describe('the relay stopped and started again mid-session', () => {
  test('behavior: 100 cycles, each stopped at another point: every request reaches the wallet once, every response the dapp once', async () => {
    const testRelay = await relay()
    const [dapp, wallet] = await Promise.all([peer(testRelay.url), peer(testRelay.url)])
    const topic = randomTopic()
    await Promise.all([dapp.subscribe(topic), wallet.subscribe(topic)])

    let fault: { stage: Stage; mode: Mode; stopped?: Promise<void>; restarted?: Promise<void> }
    /** Stops the relay when the cycle's stage is `at` (once), and resolves once it is down. */
    function reached(at: Stage): Promise<void> {
      if (fault.stage !== at || fault.stopped) return Promise.resolve()
      const { mode } = fault
      fault.stopped = stop(testRelay, mode)
      fault.restarted = fault.stopped.then(() => start(testRelay, mode))
      return fault.stopped
    }

    let cycle = 0
    /** The hook for a delivery of the cycle's `message`: stops the relay at `lost` or `delivered`. */
    function beforeAcknowledge(message: () => string, lost: Stage, delivered: Stage) {
      return async ({ message: arrived }: { message: string }) => {
        if (arrived !== message()) return undefined
        if (fault.stage === lost && !fault.stopped) {
          await reached(lost)
          return 'lost' as const
        }
        await reached(delivered)
        return undefined
      }
    }
    wallet.hooks = {
      beforeAcknowledge: beforeAcknowledge(
        () => `request-${cycle}`,
        'request lost on the way to the wallet',
        'request delivered, not acknowledged',
      ),
      afterAcknowledge: (delivery) =>
        delivery.message === `request-${cycle}` ? reached('request acknowledged') : undefined,
      async onMessage({ message }) {
        // The wallet answers each request it is handed: twice if it were handed it twice.
        const response = message.replace('request', 'response')
        const published = wallet.publish(topic, response, { tag: tags.response, ttl: 300 })
        await reached('response sent')
        await published
        await reached('response stored')
      },
    }
    dapp.hooks = {
      beforeAcknowledge: beforeAcknowledge(
        () => `response-${cycle}`,
        'response lost on the way to the dapp',
        'response delivered, not acknowledged',
      ),
      afterAcknowledge: (delivery) =>
        delivery.message === `response-${cycle}` ? reached('response acknowledged') : undefined,
    }

    const faulted: string[] = []
    for (; cycle < 100; cycle++) {
      const stage = stages[cycle % stages.length] as Stage
      const mode = modes[Math.floor(cycle / stages.length) % modes.length] as Mode
      fault = { stage, mode }
      const answered = dapp.waitFor(`response-${cycle}`)
      const published = dapp.publish(topic, `request-${cycle}`, { tag: tags.request, ttl: 300 })
      await reached('request sent')
      await within(published, `cycle ${cycle} (${mode} at ${stage}): the request's publish`)
      await reached('request stored')
      await within(answered, `cycle ${cycle} (${mode} at ${stage}): the response`)
      await within(fault.restarted ?? Promise.resolve(), `cycle ${cycle}: the restart`)
      if (fault.stopped) faulted.push(`${mode} at ${stage}`)
    }

    // Every cycle did stop the relay where it meant to.
    expect(faulted).toHaveLength(100)
    expect(new Set(faulted).size).toBe(stages.length * modes.length)
    const requests = Array.from({ length: 100 }, (_, index) => `request-${index}`)
    const responses = requests.map((request) => request.replace('request', 'response'))
    expect(wallet.received.map(({ message }) => message)).toEqual(requests)
    expect(dapp.received.map(({ message }) => message)).toEqual(responses)
    // A publish sent again is stored once.
    const { rows } = await database.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM relay_messages WHERE topic = $1',
      [topic],
    )
    expect(rows[0]?.count).toBe('200')
    // Each delivery lost on the way (10 of each) came again on the next connection.
    expect(wallet.deliveries.length).toBeGreaterThanOrEqual(110)
    expect(dapp.deliveries.length).toBeGreaterThanOrEqual(110)
    // Sent again only on a later connection, never twice on one.
    for (const side of [wallet, dapp]) {
      const perConnection = side.deliveries.map(
        ({ connection, message }) => `${connection} ${message}`,
      )
      expect(new Set(perConnection).size).toBe(perConnection.length)
    }
  })
})
