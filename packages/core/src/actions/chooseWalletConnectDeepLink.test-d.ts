import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { DeepLinkChoice } from '../walletConnect/walletRequestDeepLink.js'
import {
  type ChooseWalletConnectDeepLinkErrorType,
  type ChooseWalletConnectDeepLinkParameters,
  type ChooseWalletConnectDeepLinkReturnType,
  chooseWalletConnectDeepLink,
} from './chooseWalletConnectDeepLink.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('chooseWalletConnectDeepLink', () => {
  it("parameters: the wallet's link as listed (maybe none) and its name", () => {
    expectTypeOf(chooseWalletConnectDeepLink)
      .parameter(1)
      .toEqualTypeOf<ChooseWalletConnectDeepLinkParameters>()
    expectTypeOf<ChooseWalletConnectDeepLinkParameters>().toEqualTypeOf<{
      link: string | null | undefined
      name: string
    }>()
    chooseWalletConnectDeepLink(latch, { link: null, name: 'Rainbow' })
    // @ts-expect-error: the name is required
    chooseWalletConnectDeepLink(latch, { link: 'rainbow://' })
  })

  it('behavior: returns the choice stored, or undefined for a link that fails the check', () => {
    expectTypeOf(
      chooseWalletConnectDeepLink,
    ).returns.toEqualTypeOf<ChooseWalletConnectDeepLinkReturnType>()
    expectTypeOf<ChooseWalletConnectDeepLinkReturnType>().toEqualTypeOf<
      DeepLinkChoice | undefined
    >()
  })

  it('behavior: never throws (an unsafe link is not kept)', () => {
    expectTypeOf<ChooseWalletConnectDeepLinkErrorType>().toBeNever()
  })
})
