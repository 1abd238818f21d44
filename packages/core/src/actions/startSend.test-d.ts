import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type StartSendErrorType,
  type StartSendParameters,
  type StartSendReturnType,
  startSend,
} from './startSend.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('startSend', () => {
  it('parameters: all optional; the namespace is the active one by default', () => {
    expectTypeOf(startSend).parameter(1).toEqualTypeOf<StartSendParameters | undefined>()
    expectTypeOf<StartSendParameters>().toEqualTypeOf<{
      namespace?: ChainNamespace | undefined
    }>()
    startSend(latch)
    // @ts-expect-error: near is not one of Latch's namespaces
    startSend(latch, { namespace: 'near' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(startSend).returns.toEqualTypeOf<Promise<StartSendReturnType>>()
    expectTypeOf<StartSendReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<StartSendErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<StartSendErrorType>()
  })
})
