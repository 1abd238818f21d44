import { ServerSiwxError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { SiwsSiwxError, siwsSiwxErrorMessages } from './solanaSiwxProfile.js'

describe('SiwsSiwxError', () => {
  it('default: core’s ServerSiwxError with the Solana texts', () => {
    const error = new SiwsSiwxError('UNSUPPORTED_NETWORK', { values: { network: 'eip155:1' } })
    expect(error).toBeInstanceOf(ServerSiwxError)
    expect(error).toMatchObject({
      name: 'SiwsSiwxError',
      code: 'UNSUPPORTED_NETWORK',
      message: 'Sign-In with Solana works on solana networks, not on eip155:1',
      status: undefined,
    })
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(siwsSiwxErrorMessages).toMatchSnapshot()
    expect(SiwsSiwxError.messages).toBe(siwsSiwxErrorMessages)
  })
})
