import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AccountType } from '../connectors/connector.js'
import type { FrameError } from '../errors/frame.js'
import type { AdapterForNamespaceMissingError, InternalError } from '../errors/internal.js'
import {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from './setPreferredAccountType.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('setPreferredAccountType', () => {
  it('parameters: the namespace and the account type, both required', () => {
    expectTypeOf(setPreferredAccountType)
      .parameter(1)
      .toEqualTypeOf<SetPreferredAccountTypeParameters>()
    expectTypeOf<SetPreferredAccountTypeParameters>().toEqualTypeOf<{
      namespace: ChainNamespace
      type: AccountType
    }>()
    setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' })
    // @ts-expect-error: the namespace is required
    setPreferredAccountType(latch, { type: 'ordinal' })
    // @ts-expect-error: not an account type
    setPreferredAccountType(latch, { namespace: 'bip122', type: 'taproot' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(setPreferredAccountType).returns.toEqualTypeOf<
      Promise<SetPreferredAccountTypeReturnType>
    >()
    expectTypeOf<SetPreferredAccountTypeReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's (no adapter for the namespace) or the frame's refusal", () => {
    expectTypeOf<SetPreferredAccountTypeErrorType>().toEqualTypeOf<InternalError | FrameError>()
    expectTypeOf<AdapterForNamespaceMissingError>().toExtend<SetPreferredAccountTypeErrorType>()
  })
})
