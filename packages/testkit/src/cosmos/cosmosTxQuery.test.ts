import { describe, expect, it } from 'vitest'
import { matchesTxQuery, parseTxQuery } from './cosmosTxQuery.js'
import type { IndexedCosmosTx } from './localCosmosLedger.js'

const indexed: IndexedCosmosTx = {
  hash: 'ABCDEF',
  height: 7,
  index: 0,
  tx: new Uint8Array([1]),
  result: {
    code: 0,
    codespace: '',
    log: '',
    gasWanted: 1n,
    gasUsed: 1n,
    data: new Uint8Array(),
    events: [
      { type: 'message', attributes: [{ key: 'sender', value: 'cosmos1a' }] },
      {
        type: 'transfer',
        attributes: [
          { key: 'recipient', value: 'cosmos1b' },
          { key: 'amount', value: '5uatom' },
        ],
      },
    ],
  },
}

describe('parseTxQuery and matchesTxQuery', () => {
  it('match conditions on any event, tx.hash (any case) and tx.height, all of them', () => {
    const matches = (query: string) => matchesTxQuery(parseTxQuery(query), indexed)
    expect(matches("message.sender='cosmos1a'")).toBe(true)
    expect(matches("message.sender='cosmos1b'")).toBe(false)
    expect(matches("message.sender='cosmos1a' AND transfer.recipient='cosmos1b'")).toBe(true)
    expect(matches("message.sender='cosmos1a' AND transfer.recipient='cosmos1a'")).toBe(false)
    expect(matches("tx.hash='abcdef'")).toBe(true)
    expect(matches('tx.height=7 AND tx.height>=7 AND tx.height<8')).toBe(true)
    expect(matches('tx.height>7')).toBe(false)
    expect(matches("transfer.amount CONTAINS 'uatom'")).toBe(true)
    expect(matches('transfer.amount EXISTS')).toBe(true)
    expect(matches('transfer.memo EXISTS')).toBe(false)
  })

  it('refuses what is not the query language', () => {
    expect(() => parseTxQuery('message.sender=cosmos1a')).toThrow('failed to parse query')
    expect(() => parseTxQuery("message.sender='a' OR tx.height=1")).toThrow('failed to parse query')
    expect(() => parseTxQuery("tx.height EXISTS 'x'")).toThrow('failed to parse query')
  })
})
