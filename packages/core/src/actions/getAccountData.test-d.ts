import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AccountData } from '../services/accountData.js'
import {
  type GetAccountDataErrorType,
  type GetAccountDataParameters,
  type GetAccountDataReturnType,
  getAccountData,
} from './getAccountData.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getAccountData', () => {
  it('parameters: the client only', () => {
    expectTypeOf(getAccountData).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<GetAccountDataParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the address goes to the reads it returns
    getAccountData(latch, { address: '0x' })
  })

  it('behavior: returns the reads, or undefined without a blockchain service', () => {
    expectTypeOf(getAccountData).returns.toEqualTypeOf<GetAccountDataReturnType>()
    expectTypeOf<GetAccountDataReturnType>().toEqualTypeOf<AccountData | undefined>()
  })

  it('behavior: never throws (each read rejects with its own error)', () => {
    expectTypeOf<GetAccountDataErrorType>().toBeNever()
  })
})
