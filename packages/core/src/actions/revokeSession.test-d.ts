import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import {
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  revokeSession,
} from './revokeSession.js'

declare const latch: LatchClient

describe('revokeSession', () => {
  it('parameters: the session’s id', () => {
    expectTypeOf(revokeSession).parameter(1).toEqualTypeOf<RevokeSessionParameters>()
    revokeSession(latch, { id: '0xab' })
    // @ts-expect-error: the id is required
    revokeSession(latch, {})
  })

  it('behavior: resolves once the wallet revoked it', () => {
    expectTypeOf(revokeSession).returns.toEqualTypeOf<Promise<void>>()
  })

  it('error: the adapter’s errors, and the client’s', () => {
    expectTypeOf<RevokeSessionErrorType>().toEqualTypeOf<AdapterError | InternalError>()
  })
})
