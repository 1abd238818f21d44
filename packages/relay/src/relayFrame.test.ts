import { describe, expect, test } from 'vitest'
import { defaultRelayConfig } from './relayConfig.js'
import { readRelayFrame } from './relayFrame.js'
import { relayParamsSchemas } from './relayProtocol.js'

const schemas = relayParamsSchemas(defaultRelayConfig)
const read = (frame: unknown, isBinary = false) =>
  readRelayFrame(
    Buffer.from(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    isBinary,
    schemas,
    defaultRelayConfig.burst,
  )

describe('readRelayFrame', () => {
  test('default: a request of a relay method, costing one', () => {
    expect(
      read({ id: 7, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 't' } }),
    ).toEqual({
      kind: 'request',
      id: 7,
      cost: 1,
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
  })

  test('behavior: an answer to a delivery is a response', () => {
    expect(read({ id: 3, jsonrpc: '2.0', result: true })).toEqual({
      kind: 'response',
      frame: { id: 3, jsonrpc: '2.0', result: true },
    })
  })

  test('behavior: a batch of publishes costs each message, at most the burst', () => {
    const batch = (count: number) =>
      read({ id: 1, method: 'irn_batchPublish', params: { messages: Array(count).fill({}) } })
    expect(batch(3)).toMatchObject({ kind: 'request', cost: 3 })
    expect(batch(1000)).toMatchObject({ kind: 'request', cost: defaultRelayConfig.burst })
  })

  test.each([
    ['a binary frame', Buffer.from('{}'), true, null, -32600],
    ['not JSON', Buffer.from('{'), false, null, -32700],
    ['no id', Buffer.from('{"method":"irn_subscribe"}'), false, null, -32600],
    [
      'an id too long',
      Buffer.from(JSON.stringify({ id: 'x'.repeat(129), method: 'm' })),
      false,
      null,
      -32600,
    ],
    ['an unknown method', Buffer.from('{"id":"a","method":"eth_call"}'), false, 'a', -32601],
  ])(
    'behavior: %s is refused, with the id it can be answered with',
    (_name, data, isBinary, id, code) => {
      const frame = readRelayFrame(data, isBinary, schemas, defaultRelayConfig.burst)
      expect(frame).toMatchObject({ kind: 'refused', id, cost: 1 })
      expect(frame.kind === 'refused' && frame.error.code).toBe(code)
    },
  )
})
