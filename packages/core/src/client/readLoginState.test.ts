import { describe, expect, it } from 'vitest'
import { ConnectionError } from '../errors/connection.js'
import { readEmailLogin, readSocialLogin } from './readLoginState.js'

describe('readEmailLogin', () => {
  const noUpdate = { email: '', error: undefined }

  it('default: the step, the email and whether a code may be sent again', () => {
    expect(
      readEmailLogin({
        value: { login: 'awaitingOtp', cooldown: 'waiting', update: 'newEmailCode' },
        context: {
          email: 'ada@example.com',
          error: undefined,
          update: { email: 'grace@example.com', error: undefined },
        },
      }),
    ).toEqual({
      step: 'awaitingOtp',
      email: 'ada@example.com',
      error: undefined,
      canResend: false,
      rateLimitSeconds: undefined,
      update: { step: 'newEmailCode', email: 'grace@example.com', error: undefined },
    })
  })

  it("behavior: the frame's rate limit gives its seconds", () => {
    const error = Object.assign(new Error('Please try again after 42 seconds'), {
      code: 'EMAIL_RATE_LIMITED',
    })
    const state = readEmailLogin({
      value: { login: 'idle', cooldown: 'ready', update: 'idle' },
      context: { email: 'ada@example.com', error, update: noUpdate },
    })
    expect(state).toMatchObject({ step: 'idle', canResend: true, rateLimitSeconds: 42, error })
    const other = new ConnectionError('INVALID_EMAIL')
    expect(
      readEmailLogin({
        value: { login: 'idle', cooldown: 'ready', update: 'idle' },
        context: { email: '', error: other, update: noUpdate },
      }).rateLimitSeconds,
    ).toBeUndefined()
  })
})

describe('readSocialLogin', () => {
  const context = { provider: 'github' as const, farcasterUrl: undefined, error: undefined }

  it.each([
    ['idle', 'idle'],
    [{ popup: 'awaitingResult' }, 'awaitingResult'],
    [{ farcaster: 'fetchingUri' }, 'fetchingFarcasterUri'],
    [{ farcaster: 'connecting' }, 'awaitingFarcaster'],
  ] as const)('behavior: the machine state %j is the step %s', (value, step) => {
    expect(readSocialLogin({ value, context })).toEqual({ step, ...context })
  })
})
