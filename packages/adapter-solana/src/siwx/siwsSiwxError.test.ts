import { BaseError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { SiwsSiwxError, siwsSiwxErrorMessages } from './siwsSiwxError.js'

describe('SiwsSiwxError', () => {
  it('default', () => {
    const error = new SiwsSiwxError('NO_PAGE')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('SiwsSiwxError')
    expect(error.code).toBe('NO_PAGE')
    expect(error.status).toBeUndefined()
    expect(error.serverCode).toBeUndefined()
  })

  it('parameters: status, server code and values', () => {
    const error = new SiwsSiwxError('REFUSED', {
      status: 401,
      serverCode: 'invalid_signature',
      values: { reason: 'The signature is not the account’s' },
    })
    expect(error.message).toBe(
      'The sign-in server refused the request: The signature is not the account’s',
    )
    expect(error.status).toBe(401)
    expect(error.serverCode).toBe('invalid_signature')
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(siwsSiwxErrorMessages).toMatchSnapshot()
  })
})
