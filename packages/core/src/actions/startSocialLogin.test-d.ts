import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { SocialProvider } from '../config/features.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, PopupClosedError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import {
  type StartSocialLoginErrorType,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  startSocialLogin,
} from './startSocialLogin.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('startSocialLogin', () => {
  it('parameters: provider is required, one of the social providers', () => {
    expectTypeOf(startSocialLogin).parameter(1).toEqualTypeOf<StartSocialLoginParameters>()
    expectTypeOf<StartSocialLoginParameters>().toEqualTypeOf<{ provider: SocialProvider }>()
    startSocialLogin(latch, { provider: 'farcaster' })
    // @ts-expect-error: provider is required
    startSocialLogin(latch, {})
    // @ts-expect-error: not a provider the frame knows
    startSocialLogin(latch, { provider: 'myspace' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(startSocialLogin).returns.toEqualTypeOf<Promise<StartSocialLoginReturnType>>()
    expectTypeOf<StartSocialLoginReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the connection, the frame or the client', () => {
    expectTypeOf<StartSocialLoginErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<StartSocialLoginErrorType>().toExtend<BaseError>()
    expectTypeOf<PopupClosedError>().toExtend<StartSocialLoginErrorType>()
  })
})
