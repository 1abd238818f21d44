import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, FailedToDisconnectChainsError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './disconnect.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('disconnect', () => {
  it('parameters: all optional; closeModal is a boolean or whenNoneLeft', () => {
    expectTypeOf(disconnect).parameter(1).toEqualTypeOf<DisconnectParameters | undefined>()
    expectTypeOf<DisconnectParameters>().toEqualTypeOf<{
      namespace?: ChainNamespace | undefined
      closeModal?: boolean | 'whenNoneLeft' | undefined
    }>()
    disconnect(latch)
    disconnect(latch, {})
    // @ts-expect-error: closeModal takes only 'whenNoneLeft' besides a boolean
    disconnect(latch, { closeModal: 'always' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(disconnect).returns.toEqualTypeOf<Promise<DisconnectReturnType>>()
    expectTypeOf<DisconnectReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the connection or the client', () => {
    expectTypeOf<DisconnectErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<DisconnectErrorType>().toExtend<BaseError>()
    expectTypeOf<FailedToDisconnectChainsError>().toExtend<DisconnectErrorType>()
  })
})
