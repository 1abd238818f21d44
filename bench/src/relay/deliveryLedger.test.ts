import { describe, expect, test } from 'vitest'
import { createDeliveryLedger } from './deliveryLedger.js'

const message = (id: string, sentAt = 0) => ({ id, sentAt })

describe('createDeliveryLedger', () => {
  test('default: every message answered and delivered once', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 1000)
    ledger.sent('1.1', 0, 1002)
    expect(ledger.outstanding()).toBe(4)
    ledger.answered('0.1', true)
    ledger.answered('1.1', true)
    ledger.delivered(message('0.1'), 1, 1003)
    ledger.delivered(message('1.1'), 0, 1012)
    expect(ledger.outstanding()).toBe(0)
    expect(ledger.summary()).toEqual({
      sent: 2,
      accepted: 2,
      refused: 0,
      unanswered: 0,
      delivered: 2,
      duplicates: 0,
      strays: 0,
      lost: 0,
      p50Ms: 3,
      p99Ms: 10,
      spanMs: 12,
    })
  })

  test('behavior: a second delivery of a message is a duplicate, its latency not counted', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 0)
    ledger.delivered(message('0.1'), 1, 5)
    ledger.delivered(message('0.1'), 1, 500)
    expect(ledger.summary()).toMatchObject({ delivered: 1, duplicates: 1, p99Ms: 5, spanMs: 5 })
  })

  test('behavior: a delivery nobody sent, or sent to another socket, is a stray', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 0)
    ledger.delivered(undefined, 1, 5)
    ledger.delivered(message('9.9'), 1, 5)
    // The publisher's own message coming back to it.
    ledger.delivered(message('0.1'), 0, 5)
    expect(ledger.summary()).toMatchObject({ delivered: 0, strays: 3, lost: 1 })
  })

  test('behavior: sent and never delivered is lost; refused is not', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 0)
    ledger.sent('0.2', 1, 1)
    ledger.sent('0.3', 1, 2)
    ledger.answered('0.1', true)
    ledger.answered('0.2', false)
    // No answer for 0.3: it is waited for, and lost if never delivered.
    expect(ledger.outstanding()).toBe(1 + 2)
    expect(ledger.summary()).toMatchObject({
      sent: 3,
      accepted: 1,
      refused: 1,
      unanswered: 1,
      delivered: 0,
      lost: 2,
      p50Ms: undefined,
      p99Ms: undefined,
      spanMs: 0,
    })
  })

  test('behavior: a delivery before its answer, and an answer given twice, count once', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 0)
    ledger.delivered(message('0.1'), 1, 2)
    expect(ledger.outstanding()).toBe(1)
    ledger.answered('0.1', true)
    ledger.answered('0.1', false)
    ledger.answered('7.7', true)
    expect(ledger.outstanding()).toBe(0)
    expect(ledger.summary()).toMatchObject({ accepted: 1, refused: 0, lost: 0 })
  })

  test('behavior: an id sent twice is the bench mistaken, not the relay', () => {
    const ledger = createDeliveryLedger()
    ledger.sent('0.1', 1, 0)
    expect(() => ledger.sent('0.1', 1, 1)).toThrow('message 0.1 sent twice')
  })
})
