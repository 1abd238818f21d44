import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type RefreshPairingErrorType,
  type RefreshPairingParameters,
  type RefreshPairingReturnType,
  refreshPairing,
} from './refreshPairing.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('refreshPairing', () => {
  it('parameters: the client only', () => {
    expectTypeOf(refreshPairing).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<RefreshPairingParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: it takes nothing besides the client
    refreshPairing(latch, {})
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(refreshPairing).returns.toEqualTypeOf<Promise<RefreshPairingReturnType>>()
    expectTypeOf<RefreshPairingReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<RefreshPairingErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<RefreshPairingErrorType>()
  })
})
