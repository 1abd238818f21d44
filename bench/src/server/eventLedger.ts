/** What the database holds of the events a ledger sent. */
export type StoredEventsCheck = {
  /** Events the server answered 2xx (accepted, so it must have stored them). */
  accepted: number
  /** Of those, stored: any fewer is a lost write. */
  stored: number
  /**
   * Events sent with no 2xx answer: cut off as a run ended (autocannon closes its connections
   * at the deadline, whatever is in flight), timed out, or refused.
   */
  unanswered: number
  /** Of those, stored anyway: the server had read them before the connection closed. */
  storedUnanswered: number
  /** Stored rows with an id the ledger never sent. */
  strangers: number
  /** Rows past the first of an id: an event stored more than once. */
  duplicates: number
}

export type EventLedger = {
  /** A new event: an id no other event of the ledger has, and the body that posts it. */
  next(): { eventId: string; body: string }
  /** The server's answer to `eventId`. */
  answered(eventId: string, status: number): void
  /** Compares with the ids of the events the database holds. */
  check(storedIds: Iterable<string>): StoredEventsCheck
}

/**
 * Counts the analytics events a load run posts and the ones the server accepted, so that what
 * the database holds afterwards can be checked against them: every accepted event stored once,
 * nothing stored that was never sent. Ids are `<prefix>-<n>`, n from 1.
 *
 * @example
 * const ledger = createEventLedger('bench')
 * const { eventId, body } = ledger.next() // 'bench-1', '{"eventId":"bench-1",…}'
 * ledger.answered(eventId, 202)
 * ledger.check(['bench-1']) // { accepted: 1, stored: 1, unanswered: 0, storedUnanswered: 0, strangers: 0, duplicates: 0 }
 */
export function createEventLedger(prefix: string, now: () => number = Date.now): EventLedger {
  let sent = 0
  const accepted = new Set<string>()
  const sentNumber = new RegExp(`^${prefix}-([1-9]\\d*)$`)
  return {
    next() {
      const eventId = `${prefix}-${++sent}`
      // What the modal posts as it opens (core's analyticsService), from a page on loopback.
      const event = {
        eventId,
        url: 'http://127.0.0.1/',
        domain: '127.0.0.1',
        timestamp: now(),
        props: { event: 'MODAL_OPEN', properties: { connected: false } },
      }
      return { eventId, body: JSON.stringify(event) }
    },
    answered(eventId, status) {
      if (status >= 200 && status < 300) accepted.add(eventId)
    },
    check(storedIds) {
      let stored = 0
      let storedUnanswered = 0
      let strangers = 0
      let duplicates = 0
      const seen = new Set<string>()
      for (const id of storedIds) {
        const number = Number(sentNumber.exec(id)?.[1] ?? Number.NaN)
        if (seen.has(id)) duplicates += 1
        else if (accepted.has(id)) stored += 1
        else if (number <= sent) storedUnanswered += 1
        else strangers += 1
        seen.add(id)
      }
      return {
        accepted: accepted.size,
        stored,
        unanswered: sent - accepted.size,
        storedUnanswered,
        strangers,
        duplicates,
      }
    },
  }
}

/** Whether the database lost an accepted event, holds one twice, or one never sent. */
export function storedEventsWrong(check: StoredEventsCheck): boolean {
  return check.stored !== check.accepted || check.strangers > 0 || check.duplicates > 0
}

/**
 * The check in a line: `events sent (2xx) N, stored M`, then what else the table holds.
 *
 * @example
 * formatStoredEvents(check) // 'events sent (2xx) 5000, stored 5000; 12 more sent without a 2xx answer (cut off as a run ended), 9 of them stored'
 */
export function formatStoredEvents(check: StoredEventsCheck): string {
  return [
    `events sent (2xx) ${check.accepted}, stored ${check.stored}`,
    ...(check.unanswered > 0
      ? [
          `${check.unanswered} more sent without a 2xx answer (cut off as a run ended), ${check.storedUnanswered} of them stored`,
        ]
      : []),
    ...(check.strangers > 0 ? [`${check.strangers} stored that the bench never sent`] : []),
    ...(check.duplicates > 0 ? [`${check.duplicates} stored twice`] : []),
  ].join('; ')
}
