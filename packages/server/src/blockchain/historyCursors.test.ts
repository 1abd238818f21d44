import { describe, expect, test } from 'vitest'
import * as z from 'zod'
import { RequestError } from '../http/requestError.js'
import { forgedCursor, testHistoryCursors } from '../testing/testHistoryCursors.js'
import { createHistoryCursors } from './historyCursors.js'

const schema = z.object({ chainId: z.string(), block: z.int().min(0) })

function refusal(open: () => unknown): unknown {
  try {
    open()
  } catch (error) {
    return error
  }
  throw new Error('the cursor was taken')
}

describe('createHistoryCursors', () => {
  test('default: a sealed cursor opens to its value', () => {
    const cursor = testHistoryCursors.seal({ chainId: 'polkadot:abc', block: 42 })
    expect(cursor).toMatch(/^[\w-]+\.[\w-]{22}$/)
    expect(testHistoryCursors.open(cursor, schema)).toEqual({ chainId: 'polkadot:abc', block: 42 })
  })

  test('behavior: a cursor written by the client, changed, or sealed with another key is a 400 on cursor', () => {
    const sealed = testHistoryCursors.seal({ chainId: 'polkadot:abc', block: 42 })
    const [, tag] = sealed.split('.')
    const widened = `${forgedCursor({ chainId: 'polkadot:abc', block: 0 })}.${tag}`
    const otherKey = createHistoryCursors(new Uint8Array(32).fill(8)).seal({
      chainId: 'polkadot:abc',
      block: 42,
    })
    for (const cursor of [
      forgedCursor({ chainId: 'polkadot:abc', block: 0 }),
      widened,
      otherKey,
      `${sealed}.more`,
      `${sealed.slice(0, -2)}AA`,
      '',
    ]) {
      const error = refusal(() => testHistoryCursors.open(cursor, schema))
      expect(error).toBeInstanceOf(RequestError)
      expect(error).toMatchObject({
        status: 400,
        field: 'cursor',
        message: 'Invalid query parameter "cursor": not a cursor of this server',
      })
    }
  })

  test('behavior: a sealed value that does not fit the schema is refused too', () => {
    const cursor = testHistoryCursors.seal({ chainId: 'polkadot:abc', block: -1 })
    expect(
      refusal(() => testHistoryCursors.open(cursor, schema, 'not for this chain')),
    ).toMatchObject({
      message: 'Invalid query parameter "cursor": not for this chain',
    })
  })
})
