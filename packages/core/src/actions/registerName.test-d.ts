import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { InternalError } from '../errors/internal.js'
import type { NameError, RegisterNameError } from '../errors/names.js'
import {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './registerName.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('registerName', () => {
  it('parameters: name is required', () => {
    expectTypeOf(registerName).parameter(1).toEqualTypeOf<RegisterNameParameters>()
    expectTypeOf<RegisterNameParameters>().toEqualTypeOf<{ name: string }>()
    // @ts-expect-error: name is required
    registerName(latch, {})
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(registerName).returns.toEqualTypeOf<Promise<RegisterNameReturnType>>()
    expectTypeOf<RegisterNameReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the name or the client', () => {
    expectTypeOf<RegisterNameErrorType>().toEqualTypeOf<NameError | InternalError>()
    expectTypeOf<RegisterNameErrorType>().toExtend<BaseError>()
    expectTypeOf<RegisterNameError>().toExtend<RegisterNameErrorType>()
  })
})
