import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type LoadSessionsErrorType,
  type LoadSessionsParameters,
  type LoadSessionsReturnType,
  loadSessions,
} from './loadSessions.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('loadSessions', () => {
  it('parameters: all optional; the namespace is the active one by default', () => {
    expectTypeOf(loadSessions).parameter(1).toEqualTypeOf<LoadSessionsParameters | undefined>()
    expectTypeOf<LoadSessionsParameters>().toEqualTypeOf<{
      namespace?: ChainNamespace | undefined
    }>()
    loadSessions(latch)
    loadSessions(latch, { namespace: 'eip155' })
    // @ts-expect-error: the account is the connected one, never named
    loadSessions(latch, { address: '0x1' })
  })

  it('behavior: resolves with nothing (state.sessions shows the list)', () => {
    expectTypeOf(loadSessions).returns.toEqualTypeOf<Promise<LoadSessionsReturnType>>()
    expectTypeOf<LoadSessionsReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<LoadSessionsErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<LoadSessionsErrorType>()
  })
})
