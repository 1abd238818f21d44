import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import {
  ServerSiwxError,
  serverSiwxErrorMessages,
  serverSiwxErrorMessagesOf,
} from './serverSiwxError.js'

class ToySiwxError extends ServerSiwxError {
  static override readonly messages = serverSiwxErrorMessagesOf('Toys', 'polkadot')
  override name = 'ToySiwxError'
}

describe('ServerSiwxError', () => {
  it('default: a BaseError with the shared texts, no status and no server code', () => {
    expect(new ServerSiwxError('NO_PAGE')).toSatisfy((error) => error instanceof BaseError)
    expect(new ServerSiwxError('NO_PAGE')).toMatchObject({
      name: 'ServerSiwxError',
      code: 'NO_PAGE',
      message: serverSiwxErrorMessages.NO_PAGE,
      status: undefined,
      serverCode: undefined,
    })
  })

  it('parameters: status, server code, values and cause', () => {
    const cause = new Error('401')
    const error = new ServerSiwxError('REFUSED', {
      status: 401,
      serverCode: 'sign_in_rejected',
      values: { reason: 'The sign-in message has expired' },
      cause,
    })
    expect(error.message).toBe(
      'The sign-in server refused the request: The sign-in message has expired',
    )
    expect(error.status).toBe(401)
    expect(error.serverCode).toBe('sign_in_rejected')
    expect(error.walk()).toBe(cause)
  })

  it('behavior: a namespace’s subclass has its name and its own texts', () => {
    const network = { values: { network: 'eip155:1' } }
    const error = new ToySiwxError('UNSUPPORTED_NETWORK', network)
    expect(error).toBeInstanceOf(ServerSiwxError)
    expect(error.name).toBe('ToySiwxError')
    expect(error.message).toBe('Sign-In with Toys works on polkadot networks, not on eip155:1')
    expect(new ServerSiwxError('UNSUPPORTED_NETWORK', network).message).toBe(
      'Sign-in does not work on eip155:1',
    )
    expect(new ToySiwxError('TIMEOUT', { values: { url: 'https://x', ms: 5 } }).message).toBe(
      'The sign-in server at https://x did not answer within 5 ms',
    )
  })

  it('behavior: catalogue', () => {
    // Pins every text so that a change to what users read shows up in review.
    expect(ServerSiwxError.messages).toMatchSnapshot()
    expect(serverSiwxErrorMessagesOf('Ethereum', 'eip155')).toEqual({
      ...serverSiwxErrorMessages,
      UNSUPPORTED_NETWORK: 'Sign-In with Ethereum works on eip155 networks, not on {network}',
    })
  })
})
