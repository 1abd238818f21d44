import { BaseError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { SiweError, siweErrorMessages } from './siweError.js'

describe('SiweError', () => {
  it('default', () => {
    const error = new SiweError('EXPIRED')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('SiweError')
    expect(error.code).toBe('EXPIRED')
    expect(error.message).toBe('The sign-in message has expired')
    expect(error.field).toBeUndefined()
  })

  it('parameters: field fills the catalogue text and is kept', () => {
    const error = new SiweError('INVALID_DATE_TIME_SYNTAX', { field: 'issuedAt', details: 'x' })
    expect(error.message).toBe(
      'The Issued At time of the sign-in message is not an RFC 3339 date-time',
    )
    expect(error.field).toBe('issuedAt')
    expect(error.details).toBe('x')
    expect(new SiweError('MISSING_FIELD', { field: 'somethingElse' }).message).toBe(
      'The sign-in message has no somethingElse',
    )
  })

  it('behavior: keeps the cause', () => {
    const cause = new Error('root')
    expect(new SiweError('SIGNATURE_CHECK_FAILED', { cause }).walk()).toBe(cause)
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(siweErrorMessages).toMatchSnapshot()
  })
})
