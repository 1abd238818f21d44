import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type AcceptLegalTermsErrorType,
  type AcceptLegalTermsParameters,
  type AcceptLegalTermsReturnType,
  acceptLegalTerms,
} from './acceptLegalTerms.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('acceptLegalTerms', () => {
  it('parameters: the client and the answer', () => {
    expectTypeOf(acceptLegalTerms).parameters.toEqualTypeOf<
      [LatchClient, AcceptLegalTermsParameters]
    >()
    // @ts-expect-error: the answer is required
    acceptLegalTerms(latch)
    // @ts-expect-error: the answer is a boolean
    acceptLegalTerms(latch, { accepted: 'yes' })
  })

  it('behavior: returns nothing and never throws', () => {
    expectTypeOf<AcceptLegalTermsReturnType>().toEqualTypeOf<void>()
    expectTypeOf<AcceptLegalTermsErrorType>().toBeNever()
  })
})
