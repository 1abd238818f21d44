import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { HttpError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { ServiceError } from '../errors/service.js'
import type { SmartSession } from '../services/blockchainSchemas.js'
import {
  type GetSessionsErrorType,
  type GetSessionsReturnType,
  getSessions,
} from './getSessions.js'

declare const latch: LatchClient

describe('getSessions', () => {
  it('parameters: optionally the namespace', () => {
    getSessions(latch)
    getSessions(latch, { namespace: 'eip155' })
    // @ts-expect-error: the account is the connected one, never named
    getSessions(latch, { address: '0x1' })
  })

  it('behavior: resolves with the sessions', () => {
    expectTypeOf(getSessions).returns.toEqualTypeOf<Promise<GetSessionsReturnType>>()
    expectTypeOf<GetSessionsReturnType>().toEqualTypeOf<readonly SmartSession[]>()
  })

  it('error: not connected, the service’s, and the client’s', () => {
    expectTypeOf<GetSessionsErrorType>().toEqualTypeOf<
      AdapterError | HttpError | ServiceError | InternalError
    >()
  })
})
