import { describe, expectTypeOf, it } from 'vitest'
import type { FeeSpeed } from '../adapters/chainAdapter.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import type { SendToken } from '../machines/sendForm.js'
import {
  type EditSendErrorType,
  type EditSendParameters,
  type EditSendReturnType,
  editSend,
} from './editSend.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('editSend', () => {
  it('parameters: the fields to change, each optional; token null is the coin', () => {
    expectTypeOf(editSend).parameter(1).toEqualTypeOf<EditSendParameters>()
    expectTypeOf<EditSendParameters>().toEqualTypeOf<{
      token?: SendToken | null | undefined
      amount?: string | undefined
      receiver?: string | undefined
      feeSpeed?: FeeSpeed | undefined
    }>()
    editSend(latch, { token: null })
    // @ts-expect-error: a decimal string, as typed
    editSend(latch, { amount: 1 })
    // @ts-expect-error: the receiver is `receiver`, not sendTokens' `to`
    editSend(latch, { to: '0x' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(editSend).returns.toEqualTypeOf<Promise<EditSendReturnType>>()
    expectTypeOf<EditSendReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<EditSendErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<EditSendErrorType>()
  })
})
