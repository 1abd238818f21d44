import { describe, expect, it } from 'vitest'
import { relayRefusalReason } from './signClientSession.js'

describe('relayRefusalReason', () => {
  it("default: the reason of sign-client's report of a close with code 3000", () => {
    const error = new Error(
      'WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)',
    )
    expect(relayRefusalReason(error)).toBe('Unauthorized: invalid key')
  })

  it('behavior: other closes and errors are no refusal', () => {
    expect(
      relayRefusalReason(
        new Error('WebSocket connection closed abnormally with code: 1013 (Try again later)'),
      ),
    ).toBeUndefined()
    expect(relayRefusalReason(new Error('socket hang up'))).toBeUndefined()
    expect(relayRefusalReason('code: 3000 (Unauthorized: invalid key)')).toBeUndefined()
  })
})
