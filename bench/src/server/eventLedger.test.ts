import { describe, expect, test } from 'vitest'
import { createEventLedger, formatStoredEvents, storedEventsWrong } from './eventLedger.js'

const ledgerOf = (answers: readonly number[]) => {
  const ledger = createEventLedger('bench', () => 1_750_000_000_000)
  for (const status of answers) ledger.answered(ledger.next().eventId, status)
  return ledger
}

describe('createEventLedger', () => {
  test('default: each event has an id of its own and the body the modal posts', () => {
    const ledger = createEventLedger('bench', () => 1_750_000_000_000)
    const first = ledger.next()
    expect(first.eventId).toBe('bench-1')
    expect(JSON.parse(first.body)).toEqual({
      eventId: 'bench-1',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 1_750_000_000_000,
      props: { event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(ledger.next().eventId).toBe('bench-2')
  })

  test('behavior: every accepted event stored is right', () => {
    const check = ledgerOf([202, 202, 202]).check(['bench-3', 'bench-1', 'bench-2'])
    expect(check).toEqual({
      accepted: 3,
      stored: 3,
      unanswered: 0,
      storedUnanswered: 0,
      strangers: 0,
      duplicates: 0,
    })
    expect(storedEventsWrong(check)).toBe(false)
    expect(formatStoredEvents(check)).toBe('events sent (2xx) 3, stored 3')
  })

  test('behavior: an accepted event missing is a lost write', () => {
    const check = ledgerOf([202, 202]).check(['bench-2'])
    expect(check).toMatchObject({ accepted: 2, stored: 1 })
    expect(storedEventsWrong(check)).toBe(true)
    expect(formatStoredEvents(check)).toBe('events sent (2xx) 2, stored 1')
  })

  test('behavior: an event cut off before its answer may be stored or not', () => {
    const ledger = ledgerOf([202])
    ledger.next()
    ledger.next()
    const check = ledger.check(['bench-1', 'bench-3'])
    expect(check).toMatchObject({ accepted: 1, stored: 1, unanswered: 2, storedUnanswered: 1 })
    expect(storedEventsWrong(check)).toBe(false)
    expect(formatStoredEvents(check)).toBe(
      'events sent (2xx) 1, stored 1; 2 more sent without a 2xx answer (cut off as a run ended), 1 of them stored',
    )
  })

  test('behavior: an event refused (not 2xx) is not counted as accepted', () => {
    const check = ledgerOf([202, 400, 500]).check(['bench-1'])
    expect(check).toMatchObject({ accepted: 1, stored: 1, unanswered: 2, storedUnanswered: 0 })
    expect(storedEventsWrong(check)).toBe(false)
  })

  test('behavior: a row the bench never sent, or an event stored twice, is wrong', () => {
    const strangers = ledgerOf([202]).check(['bench-1', 'bench-2', 'other-1', 'bench-01'])
    expect(strangers).toMatchObject({ stored: 1, strangers: 3, duplicates: 0 })
    expect(storedEventsWrong(strangers)).toBe(true)
    expect(formatStoredEvents(strangers)).toBe(
      'events sent (2xx) 1, stored 1; 3 stored that the bench never sent',
    )
    const twice = ledgerOf([202]).check(['bench-1', 'bench-1'])
    expect(twice).toMatchObject({ stored: 1, duplicates: 1 })
    expect(storedEventsWrong(twice)).toBe(true)
    expect(formatStoredEvents(twice)).toBe('events sent (2xx) 1, stored 1; 1 stored twice')
  })
})
