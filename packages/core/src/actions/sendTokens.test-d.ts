import { describe, expectTypeOf, it } from 'vitest'
import type { FeeSpeed } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { BaseError } from '../errors/base.js'
import type { InternalError } from '../errors/internal.js'
import type { SendError, TokenRequiredError } from '../errors/send.js'
import {
  type SendTokensErrorType,
  type SendTokensParameters,
  type SendTokensReturnType,
  sendTokens,
} from './sendTokens.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('sendTokens', () => {
  it('parameters: amount and to are required strings; token, namespace and feeSpeed optional', () => {
    expectTypeOf(sendTokens).parameter(1).toEqualTypeOf<SendTokensParameters>()
    expectTypeOf<SendTokensParameters>().toEqualTypeOf<{
      amount: string
      to: string
      token?: { address: string; decimals: number; symbol: string } | undefined
      namespace?: ChainNamespace | undefined
      feeSpeed?: FeeSpeed | undefined
    }>()
    // @ts-expect-error: the receiver is required
    sendTokens(latch, { amount: '1' })
    // @ts-expect-error: a decimal string, not a number of wei
    sendTokens(latch, { amount: 1n, to: '0x' })
    // @ts-expect-error: a token needs its decimals and symbol
    sendTokens(latch, { amount: '1', to: '0x', token: { address: '0xusdc' } })
  })

  it('behavior: resolves with the transaction id', () => {
    expectTypeOf(sendTokens).returns.toEqualTypeOf<Promise<SendTokensReturnType>>()
    expectTypeOf<SendTokensReturnType>().toEqualTypeOf<{ hash: string }>()
  })

  it('behavior: its errors are BaseErrors of the send, the adapter or the client', () => {
    expectTypeOf<SendTokensErrorType>().toEqualTypeOf<SendError | AdapterError | InternalError>()
    expectTypeOf<SendTokensErrorType>().toExtend<BaseError>()
    expectTypeOf<TokenRequiredError>().toExtend<SendTokensErrorType>()
  })
})
