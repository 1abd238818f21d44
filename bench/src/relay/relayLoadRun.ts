import { randomBytes } from 'node:crypto'
import { decodeBenchMessage, encodeBenchMessage } from './benchMessage.js'
import { createDeliveryLedger } from './deliveryLedger.js'
import { relayLoadProject } from './relayLoadOptions.js'
import type { RelayLoadResult } from './relayLoadResult.js'
import type { RelayProcess } from './relayProcess.js'
import {
  benchNow,
  openRelaySocket,
  RelayAnswerError,
  type RelaySocket,
  relaySocketUrl,
} from './relaySocket.js'

export type RunRelayLoadParameters = {
  /** The setup's label in the table. */
  setup: string
  /** The relay processes: the first socket of each pair on the first, its peer on the last. */
  relays: readonly RelayProcess[]
  pairs: number
  durationSeconds: number
  rate: number | 'max'
  drainSeconds: number
}

export type RunRelayLoadReturnType = { result: RelayLoadResult; notes: string[] }

// Handshakes under way at once: what a burst of page loads brings, not a SYN flood of 1,000.
const connectConcurrency = 50
// A wc_sessionRequest's TTL: longer than any run, so nothing expires before it is delivered.
export const relayLoadTtlSeconds = 300
const drainPollMs = 20

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `task` for 0…count-1, at most `concurrency` at a time; none starts after a failure. */
async function inPool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (next < count && !failed) {
      try {
        await task(next++)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

/**
 * One setup's run: `pairs` pairs of sockets, each pair subscribed to a topic of its own, each
 * socket publishing to its peer at `rate` (or as fast as its publishes are answered) for
 * `durationSeconds`; then up to `drainSeconds` for the answers and deliveries still due.
 * Every message is accounted for by its id (see `createDeliveryLedger`).
 */
export async function runRelayLoad({
  setup,
  relays,
  pairs,
  durationSeconds,
  rate,
  drainSeconds,
}: RunRelayLoadParameters): Promise<RunRelayLoadReturnType> {
  const count = pairs * 2
  const relayOf = (index: number) => relays[(index % 2) % relays.length] as RelayProcess
  const peerOf = (index: number) => index ^ 1
  const topics = Array.from({ length: pairs }, () => randomBytes(32).toString('hex'))
  const topicOf = (index: number) => topics[index >> 1] as string
  const ledger = createDeliveryLedger()
  const refusals = new Map<string, number>()
  const drops = new Map<string, number>()
  // Sockets the relay closed: they publish no more.
  const gone = new Set<number>()

  // Signed before the clock starts: each client's key and JWT are its own, made on its side.
  const urls: string[] = []
  for (let index = 0; index < count; index++) {
    urls.push(await relaySocketUrl(relayOf(index).url, relayLoadProject))
  }

  const residentBefore = relays.map((relay) => relay.residentBytes())
  const sockets: RelaySocket[] = []
  const connectStarted = benchNow()
  try {
    await inPool(count, connectConcurrency, async (index) => {
      const socket = await openRelaySocket(urls[index] as string, {
        onMessage: (text, at) => ledger.delivered(decodeBenchMessage(text), index, at),
        onDrop: (code, reason) => {
          gone.add(index)
          const key = `${code} ${reason}`
          drops.set(key, (drops.get(key) ?? 0) + 1)
        },
      })
      sockets[index] = socket
      await socket.subscribe(topicOf(index))
    })
  } catch (error) {
    await Promise.all(sockets.map((socket) => socket?.close()))
    const why = [...drops.keys()].join('; ')
    throw new Error(`${setup}: connecting ${count} sockets failed${why ? ` (${why})` : ''}`, {
      cause: error,
    })
  }
  const connectMs = benchNow() - connectStarted

  const relayCpuBefore = relays.map((relay) => relay.cpuSeconds())
  const clientCpuBefore = process.cpuUsage()
  const started = benchNow()
  const end = started + durationSeconds * 1000
  const sequence = new Array<number>(count).fill(0)

  async function publish(index: number): Promise<void> {
    if (gone.has(index)) return
    const number = (sequence[index] ?? 0) + 1
    sequence[index] = number
    const id = `${index}.${number}`
    const sentAt = benchNow()
    ledger.sent(id, peerOf(index), sentAt)
    const socket = sockets[index] as RelaySocket
    return socket
      .publish(topicOf(index), encodeBenchMessage({ id, sentAt }), relayLoadTtlSeconds)
      .then(
        () => ledger.answered(id, true),
        (error: unknown) => {
          // A closed socket is no answer: the message stays unanswered (and lost if undelivered).
          if (!(error instanceof RelayAnswerError)) return
          ledger.answered(id, false)
          refusals.set(error.message, (refusals.get(error.message) ?? 0) + 1)
        },
      )
  }

  if (rate === 'max') {
    // One publish in flight per socket: the next goes as soon as the last is answered.
    await Promise.all(
      sockets.map(async (_socket, index) => {
        while (benchNow() < end && !gone.has(index)) await publish(index)
      }),
    )
  } else {
    const periodMs = 1000 / rate
    const timers: ReturnType<typeof setTimeout>[] = []
    // Open loop: each socket keeps its pace whatever the relay answers (a slow relay shows as
    // latency, not as fewer messages), starting at a random phase so the sockets spread out.
    sockets.forEach((_socket, index) => {
      timers.push(
        setTimeout(() => {
          void publish(index)
          timers.push(setInterval(() => void publish(index), periodMs))
        }, Math.random() * periodMs),
      )
    })
    await sleep(end - benchNow())
    for (const timer of timers) clearTimeout(timer)
  }
  const publishedMs = benchNow() - started

  const drainStarted = benchNow()
  while (ledger.outstanding() > 0 && benchNow() - drainStarted < drainSeconds * 1000) {
    await sleep(drainPollMs)
  }
  const drainMs = benchNow() - drainStarted
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const relayCpu = relays.map((relay, index) => {
    const before = relayCpuBefore[index]
    const after = relay.cpuSeconds()
    return before === undefined || after === undefined ? undefined : after - before
  })
  const residentAfter = relays.map((relay) => relay.residentBytes())
  // Counted before the sockets close: nothing after the drain counts.
  const summary = ledger.summary()
  const due = ledger.outstanding()
  await Promise.all(sockets.map((socket) => socket.close()))

  const busyMs = publishedMs + drainMs
  const percentOf = (seconds: number | undefined) =>
    seconds === undefined ? '?' : `${Math.round((seconds * 100_000) / busyMs)} %`
  const notes = [
    `publishing ${(publishedMs / 1000).toFixed(1)} s, then ${(drainMs / 1000).toFixed(1)} s until the last answer and delivery${due > 0 ? ` (drain limit reached, ${due} answers and deliveries still due)` : ''}`,
    `CPU over that time (100 % is one core): relay ${relayCpu.map(percentOf).join(' + ')}, the bench's client ${percentOf((clientCpu.user + clientCpu.system) / 1e6)}`,
    ...[...refusals].map(([message, times]) => `refused ${times}×: ${message}`),
    ...[...drops].map(([reason, times]) => `closed by the relay ${times}×: ${reason}`),
  ]
  return {
    result: {
      setup,
      sockets: count,
      summary,
      connectMs,
      dropped: gone.size,
      residentBefore,
      residentAfter,
    },
    notes,
  }
}
