import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type ForgetWalletConnectDeepLinkErrorType,
  type ForgetWalletConnectDeepLinkParameters,
  type ForgetWalletConnectDeepLinkReturnType,
  forgetWalletConnectDeepLink,
} from './forgetWalletConnectDeepLink.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('forgetWalletConnectDeepLink', () => {
  it('parameters: the client only', () => {
    expectTypeOf(forgetWalletConnectDeepLink).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<ForgetWalletConnectDeepLinkParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    forgetWalletConnectDeepLink()
    // @ts-expect-error: it takes nothing besides the client
    forgetWalletConnectDeepLink(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(
      forgetWalletConnectDeepLink,
    ).returns.toEqualTypeOf<ForgetWalletConnectDeepLinkReturnType>()
    expectTypeOf<ForgetWalletConnectDeepLinkReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (storage drops what it cannot remove)', () => {
    expectTypeOf<ForgetWalletConnectDeepLinkErrorType>().toBeNever()
  })
})
