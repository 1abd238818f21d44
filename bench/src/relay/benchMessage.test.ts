import { describe, expect, test } from 'vitest'
import { benchMessageLength, decodeBenchMessage, encodeBenchMessage } from './benchMessage.js'

describe('encodeBenchMessage', () => {
  test('default: the id and the time, padded to the message length', () => {
    const text = encodeBenchMessage({ id: '3.17', sentAt: 1_750_000_000_000.25 })
    expect(text).toHaveLength(benchMessageLength)
    expect(text.startsWith('latch-bench 3.17 1750000000000.25 QUJD')).toBe(true)
  })

  test('behavior: decoding gives the message back', () => {
    const message = { id: '999.123456', sentAt: 1_750_000_000_123.456 }
    expect(decodeBenchMessage(encodeBenchMessage(message))).toEqual(message)
  })
})

describe('decodeBenchMessage', () => {
  test('behavior: a text the bench did not make is undefined', () => {
    expect(decodeBenchMessage('')).toBeUndefined()
    expect(decodeBenchMessage('hello 1.2 3')).toBeUndefined()
    expect(decodeBenchMessage('latch-bench 1 3 ')).toBeUndefined()
    expect(decodeBenchMessage('latch-bench 1.2 soon ')).toBeUndefined()
    expect(decodeBenchMessage('latch-bench 1.2')).toBeUndefined()
  })
})
