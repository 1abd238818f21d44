import type { BenchMessage } from './benchMessage.js'
import { percentile } from './percentile.js'

/** What became of a run's messages. */
export type DeliverySummary = {
  /** Publishes sent. */
  sent: number
  /** Publishes the relay answered `true` (stored). */
  accepted: number
  /** Publishes the relay answered with an error (a limit, a budget, a failure). */
  refused: number
  /** Publishes never answered. */
  unanswered: number
  /** Messages that reached their peer, each counted once. */
  delivered: number
  /** Deliveries of a message its peer had already received. */
  duplicates: number
  /** Deliveries of a text the bench never sent to that socket. */
  strays: number
  /** Sent, not refused, and never delivered. */
  lost: number
  /** From publish to the peer's `irn_subscription`, each message's first delivery. */
  p50Ms: number | undefined
  p99Ms: number | undefined
  /** Milliseconds from the first publish to the last first delivery; 0 with none. */
  spanMs: number
}

export type DeliveryLedger = {
  /** A publish of message `id` for socket `receiver`, sent at `at` (ms). */
  sent(id: string, receiver: number, at: number): void
  /** The relay's answer to the publish of `id`: stored, or refused. */
  answered(id: string, accepted: boolean): void
  /** A delivery to socket `receiver` at `at`; `undefined` when its text was not the bench's. */
  delivered(message: BenchMessage | undefined, receiver: number, at: number): void
  /** Answers and deliveries still due: the drain waits for this to reach 0. */
  outstanding(): number
  summary(): DeliverySummary
}

type Entry = { receiver: number; sentAt: number; answer?: boolean; deliveredAt?: number }

/**
 * Counts a run's publishes, answers and deliveries: each message is known by its unique id,
 * so a second delivery is a duplicate, a delivery nobody sent a stray, and a publish never
 * delivered (and not refused) lost.
 *
 * @example
 * const ledger = createDeliveryLedger()
 * ledger.sent('0.1', 1, performance.now())
 */
export function createDeliveryLedger(): DeliveryLedger {
  const entries = new Map<string, Entry>()
  const latencies: number[] = []
  let answered = 0
  let refused = 0
  let delivered = 0
  // Sent, neither refused nor delivered yet: what a drain still waits for, with the answers.
  let due = 0
  let duplicates = 0
  let strays = 0
  let firstSentAt = Number.POSITIVE_INFINITY
  let lastDeliveredAt = Number.NEGATIVE_INFINITY

  return {
    sent(id, receiver, at) {
      if (entries.has(id)) throw new Error(`message ${id} sent twice: ids must be unique`)
      entries.set(id, { receiver, sentAt: at })
      due++
      firstSentAt = Math.min(firstSentAt, at)
    },
    answered(id, accepted) {
      const entry = entries.get(id)
      if (!entry || entry.answer !== undefined) return
      entry.answer = accepted
      answered++
      if (accepted) return
      refused++
      if (entry.deliveredAt === undefined) due--
    },
    delivered(message, receiver, at) {
      const entry = message && entries.get(message.id)
      if (!entry || entry.receiver !== receiver) {
        strays++
        return
      }
      if (entry.deliveredAt !== undefined) {
        duplicates++
        return
      }
      entry.deliveredAt = at
      delivered++
      if (entry.answer !== false) due--
      latencies.push(at - entry.sentAt)
      lastDeliveredAt = Math.max(lastDeliveredAt, at)
    },
    outstanding() {
      return entries.size - answered + due
    },
    summary() {
      let lost = 0
      for (const entry of entries.values()) {
        if (entry.answer !== false && entry.deliveredAt === undefined) lost++
      }
      return {
        sent: entries.size,
        accepted: answered - refused,
        refused,
        unanswered: entries.size - answered,
        delivered,
        duplicates,
        strays,
        lost,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        spanMs: delivered > 0 ? lastDeliveredAt - firstSentAt : 0,
      }
    },
  }
}
