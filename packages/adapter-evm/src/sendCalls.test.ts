import { describe, expect, it } from 'vitest'
import { assertSendCalls } from './sendCalls.js'

const to = '0x1111111111111111111111111111111111111111'

describe('assertSendCalls', () => {
  it('default: accepts calls whose to and data start with 0x', () => {
    expect(() => assertSendCalls([{ to, data: '0xa9059cbb', value: 1n }, { to }])).not.toThrow()
  })
  it('behavior: a to without 0x is refused', () => {
    expect(() => assertSendCalls([{ to: to.slice(2) }])).toThrowError(
      'Invalid wallet_sendCalls: calls[0].to must start with 0x',
    )
  })
  it('behavior: data without 0x is refused', () => {
    expect(() => assertSendCalls([{ to }, { to, data: 'a9059cbb' }])).toThrowError(
      'Invalid wallet_sendCalls: calls[1].data must start with 0x',
    )
  })
  it('behavior: a negative value and an empty batch are refused', () => {
    expect(() => assertSendCalls([{ to, value: -1n }])).toThrowError('calls[0].value is negative')
    expect(() => assertSendCalls([])).toThrowError('Invalid wallet_sendCalls: no calls')
  })
})
