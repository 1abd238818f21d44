import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import { ToySiwxError } from '../testing/toyCaip122Profile.js'
import { Caip122Error, caip122ErrorMessages, caip122ErrorMessagesOf } from './caip122Error.js'

describe('Caip122Error', () => {
  it('default: a BaseError with a code, its text with the field, and the details apart', () => {
    const error = new Caip122Error('INVALID_FIELD', { field: 'nonce', details: 'short' })
    expect(error).toSatisfy((value) => value instanceof BaseError)
    expect(error).toMatchObject({
      name: 'Caip122Error',
      code: 'INVALID_FIELD',
      field: 'nonce',
      message: 'The nonce of the sign-in message is not valid',
      details: 'short',
    })
    expect(new Caip122Error('EXPIRED')).toMatchObject({ field: undefined, details: undefined })
  })

  it('behavior: a subclass throws its own name and texts, and is a Caip122Error', () => {
    const error = new ToySiwxError('INVALID_MESSAGE', { details: 'no address' })
    expect(error).toBeInstanceOf(Caip122Error)
    expect(error).toMatchObject({
      name: 'ToySiwxError',
      message: 'The sign-in message does not follow the Toy CAIP-122 format',
    })
    expect(new ToySiwxError('ADDRESS_NOT_ON_CHAIN').message).toBe('The address is not of its chain')
  })

  it('behavior: catalogue', () => {
    // Pins every shared text so that a change to what users read shows up in review.
    expect(caip122ErrorMessages).toMatchSnapshot()
    expect(Caip122Error.messages).toMatchSnapshot()
  })
})

describe('caip122ErrorMessagesOf', () => {
  it('default: the shared texts, the account in INVALID_MESSAGE, and the namespace’s own', () => {
    expect(
      caip122ErrorMessagesOf('Solana', {
        INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id',
      }),
    ).toEqual({
      ...caip122ErrorMessages,
      INVALID_MESSAGE: 'The sign-in message does not follow the Solana CAIP-122 format',
      INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id',
    })
  })
})
