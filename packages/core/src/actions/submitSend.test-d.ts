import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import type { SendError } from '../errors/send.js'
import {
  type SubmitSendErrorType,
  type SubmitSendParameters,
  type SubmitSendReturnType,
  submitSend,
} from './submitSend.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('submitSend', () => {
  it('parameters: the client only (the form is the machine)', () => {
    expectTypeOf(submitSend).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<SubmitSendParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the fields go through editSend
    submitSend(latch, { amount: '1', to: '0x' })
  })

  it('behavior: resolves with the transaction id', () => {
    expectTypeOf(submitSend).returns.toEqualTypeOf<Promise<SubmitSendReturnType>>()
    expectTypeOf<SubmitSendReturnType>().toEqualTypeOf<{ hash: string }>()
  })

  it("behavior: its errors are sendTokens'", () => {
    expectTypeOf<SubmitSendErrorType>().toEqualTypeOf<SendError | AdapterError | InternalError>()
  })
})
