import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type CancelConnectErrorType,
  type CancelConnectParameters,
  type CancelConnectReturnType,
  cancelConnect,
} from './cancelConnect.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('cancelConnect', () => {
  it('parameters: all optional; the namespace is the active one by default', () => {
    expectTypeOf(cancelConnect).parameter(1).toEqualTypeOf<CancelConnectParameters | undefined>()
    expectTypeOf<CancelConnectParameters>().toEqualTypeOf<{
      namespace?: ChainNamespace | undefined
    }>()
    cancelConnect(latch)
    // @ts-expect-error: it cancels a namespace's connect, not a connector's
    cancelConnect(latch, { connectorId: 'io.metamask' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(cancelConnect).returns.toEqualTypeOf<Promise<CancelConnectReturnType>>()
    expectTypeOf<CancelConnectReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<CancelConnectErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<CancelConnectErrorType>()
  })
})
