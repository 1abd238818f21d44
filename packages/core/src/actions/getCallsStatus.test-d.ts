import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './getCallsStatus.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getCallsStatus', () => {
  it('parameters: the id sendCalls gave, and the namespace that sent it', () => {
    expectTypeOf(getCallsStatus).parameter(1).toEqualTypeOf<GetCallsStatusParameters>()
    getCallsStatus(latch, { id: '0xabc' })
    getCallsStatus(latch, { id: '0xabc', namespace: 'eip155' })
    // @ts-expect-error: the id is required
    getCallsStatus(latch, {})
  })

  it('behavior: resolves with the status code and, once on chain, the receipts', () => {
    expectTypeOf(getCallsStatus).returns.toEqualTypeOf<Promise<GetCallsStatusReturnType>>()
    expectTypeOf<GetCallsStatusReturnType['status']>().toEqualTypeOf<number>()
    expectTypeOf<
      NonNullable<GetCallsStatusReturnType['receipts']>[number]['transactionHash']
    >().toEqualTypeOf<string>()
  })

  it('error: the adapter’s errors, and the client’s', () => {
    expectTypeOf<GetCallsStatusErrorType>().toEqualTypeOf<AdapterError | InternalError>()
  })
})
