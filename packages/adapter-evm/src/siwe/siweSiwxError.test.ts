import { BaseError, ServerSiwxError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { SiweSiwxError, siweSiwxErrorMessages } from './siweSiwxError.js'

describe('SiweSiwxError', () => {
  it('default: core’s ServerSiwxError under its own name', () => {
    const error = new SiweSiwxError('NO_PAGE')
    expect(error).toBeInstanceOf(ServerSiwxError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('SiweSiwxError')
    expect(error.code).toBe('NO_PAGE')
    expect(error.status).toBeUndefined()
    expect(error.serverCode).toBeUndefined()
  })

  it('parameters: status, server code and values', () => {
    const error = new SiweSiwxError('REFUSED', {
      status: 401,
      serverCode: 'sign_in_rejected',
      values: { reason: 'The sign-in message has expired' },
    })
    expect(error.message).toBe(
      'The sign-in server refused the request: The sign-in message has expired',
    )
    expect(error.status).toBe(401)
    expect(error.serverCode).toBe('sign_in_rejected')
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(siweSiwxErrorMessages).toMatchSnapshot()
    expect(SiweSiwxError.messages).toBe(siweSiwxErrorMessages)
  })
})
