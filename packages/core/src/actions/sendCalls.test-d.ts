import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './sendCalls.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('sendCalls', () => {
  it('parameters: the calls, and the namespace of the account that sends them', () => {
    expectTypeOf(sendCalls).parameter(1).toEqualTypeOf<SendCallsParameters>()
    sendCalls(latch, { calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }] })
    sendCalls(latch, { calls: [{ to: '0x1', data: '0xa9059cbb' }], namespace: 'eip155' })
    // @ts-expect-error: a value is a bigint of the smallest unit, not a decimal text
    sendCalls(latch, { calls: [{ to: '0x1', value: '0.1' }] })
    // @ts-expect-error: the calls are required
    sendCalls(latch, {})
  })

  it('behavior: resolves with the id of the batch', () => {
    expectTypeOf(sendCalls).returns.toEqualTypeOf<Promise<SendCallsReturnType>>()
    expectTypeOf<SendCallsReturnType>().toEqualTypeOf<{ id: string }>()
  })

  it('error: the adapter’s errors, and the client’s', () => {
    expectTypeOf<SendCallsErrorType>().toEqualTypeOf<AdapterError | InternalError>()
  })
})
