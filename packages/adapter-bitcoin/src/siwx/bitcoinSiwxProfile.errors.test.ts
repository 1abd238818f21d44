import { ServerSiwxError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  BitcoinSiwxError,
  bitcoinSiwxErrorMessages,
  SiwbSiwxError,
  siwbSiwxErrorMessages,
} from './bitcoinSiwxProfile.js'

describe('SiwbSiwxError', () => {
  it('default: core’s ServerSiwxError with the Bitcoin texts', () => {
    const error = new SiwbSiwxError('UNSUPPORTED_NETWORK', { values: { network: 'eip155:1' } })
    expect(error).toBeInstanceOf(ServerSiwxError)
    expect(error).toMatchObject({
      name: 'SiwbSiwxError',
      code: 'UNSUPPORTED_NETWORK',
      message: 'Sign-In with Bitcoin works on bip122 networks, not on eip155:1',
      status: undefined,
    })
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(siwbSiwxErrorMessages).toMatchSnapshot()
  })
})

describe('BitcoinSiwxError', () => {
  it('default: a code, its text with the field, and the details apart', () => {
    const error = new BitcoinSiwxError('INVALID_FIELD', { field: 'nonce', details: 'short' })
    expect(error).toMatchObject({
      name: 'BitcoinSiwxError',
      code: 'INVALID_FIELD',
      field: 'nonce',
      message: 'The nonce of the sign-in message is not valid',
      details: 'short',
    })
  })

  it('behavior: catalogue', () => {
    expect(bitcoinSiwxErrorMessages).toMatchSnapshot()
  })
})
