import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import {
  type StartSwapErrorType,
  type StartSwapParameters,
  type StartSwapReturnType,
  startSwap,
} from './startSwap.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('startSwap', () => {
  it('parameters: optional; tokens by symbol, the amount as typed', () => {
    expectTypeOf<StartSwapParameters['fromToken']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<StartSwapParameters['amount']>().toEqualTypeOf<string | undefined>()
    startSwap(latch)
    startSwap(latch, { fromToken: 'LTT', toToken: 'ETH', amount: '10' })
    // @ts-expect-error: an amount is text, as typed
    startSwap(latch, { amount: 10 })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(startSwap).returns.toEqualTypeOf<Promise<StartSwapReturnType>>()
    expectTypeOf<StartSwapReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<StartSwapErrorType>().toEqualTypeOf<InternalError>()
  })
})
