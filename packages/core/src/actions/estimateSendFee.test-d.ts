import { describe, expectTypeOf, it } from 'vitest'
import type { TransferFee } from '../adapters/chainAdapter.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { BaseError } from '../errors/base.js'
import type { InternalError } from '../errors/internal.js'
import type { SendError } from '../errors/send.js'
import {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './estimateSendFee.js'
import type { SendTokensParameters } from './sendTokens.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('estimateSendFee', () => {
  it("parameters: sendTokens' without the speed, which the fees let the visitor choose", () => {
    expectTypeOf(estimateSendFee).parameter(1).toEqualTypeOf<EstimateSendFeeParameters>()
    expectTypeOf<EstimateSendFeeParameters>().toEqualTypeOf<
      Omit<SendTokensParameters, 'feeSpeed'>
    >()
    // @ts-expect-error: the receiver is required
    estimateSendFee(latch, { amount: '1' })
    // @ts-expect-error: the speed is what the estimate offers, not what it takes
    estimateSendFee(latch, { amount: '1', to: 'bc1q', feeSpeed: 'fast' })
  })

  it('behavior: resolves with the fees, slow to fast', () => {
    expectTypeOf(estimateSendFee).returns.toEqualTypeOf<Promise<EstimateSendFeeReturnType>>()
    expectTypeOf<EstimateSendFeeReturnType>().toEqualTypeOf<readonly TransferFee[]>()
  })

  it("behavior: its errors are sendTokens' for the same form", () => {
    expectTypeOf<EstimateSendFeeErrorType>().toEqualTypeOf<
      SendError | AdapterError | InternalError
    >()
    expectTypeOf<EstimateSendFeeErrorType>().toExtend<BaseError>()
  })
})
