import { describe, expectTypeOf, it } from 'vitest'
import type { LatchActors } from '../client/latchActors.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeNotLoadedError } from '../errors/internal.js'
import {
  type GetActorsErrorType,
  type GetActorsParameters,
  type GetActorsReturnType,
  getActors,
} from './getActors.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getActors', () => {
  it('parameters: the client only', () => {
    expectTypeOf(getActors).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<GetActorsParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: it returns every child; there is no asking for one
    getActors(latch, 'router')
  })

  it("behavior: returns the root machine's children, typed", () => {
    expectTypeOf(getActors).returns.toEqualTypeOf<GetActorsReturnType>()
    expectTypeOf<GetActorsReturnType>().toEqualTypeOf<LatchActors>()
    expectTypeOf(getActors(latch).router.send).toBeFunction()
  })

  it('behavior: throws an InternalError before the machines run', () => {
    expectTypeOf<GetActorsErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeNotLoadedError>().toExtend<GetActorsErrorType>()
  })
})
