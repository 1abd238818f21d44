import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type StartBuyErrorType,
  type StartBuyParameters,
  type StartBuyReturnType,
  startBuy,
} from './startBuy.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('startBuy', () => {
  it('parameters: all optional; the active namespace and the default provider by default', () => {
    expectTypeOf(startBuy).parameter(1).toEqualTypeOf<StartBuyParameters | undefined>()
    expectTypeOf<StartBuyParameters>().toEqualTypeOf<{
      namespace?: ChainNamespace | undefined
      provider?: string | undefined
    }>()
    startBuy(latch)
    // @ts-expect-error: near is not one of Latch's namespaces
    startBuy(latch, { namespace: 'near' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(startBuy).returns.toEqualTypeOf<Promise<StartBuyReturnType>>()
    expectTypeOf<StartBuyReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<StartBuyErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<StartBuyErrorType>()
  })
})
