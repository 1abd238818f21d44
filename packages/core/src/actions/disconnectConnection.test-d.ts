import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, InvalidConnectionStatusError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import {
  type DisconnectConnectionErrorType,
  type DisconnectConnectionParameters,
  type DisconnectConnectionReturnType,
  disconnectConnection,
} from './disconnectConnection.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('disconnectConnection', () => {
  it("parameters: the saved wallet's connectorId is required, the namespace optional", () => {
    expectTypeOf(disconnectConnection).parameter(1).toEqualTypeOf<DisconnectConnectionParameters>()
    expectTypeOf<DisconnectConnectionParameters>().toEqualTypeOf<{
      connectorId: string
      namespace?: ChainNamespace | undefined
    }>()
    disconnectConnection(latch, { connectorId: 'io.rabby', namespace: 'eip155' })
    // @ts-expect-error: the connector is required
    disconnectConnection(latch, { namespace: 'eip155' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(disconnectConnection).returns.toEqualTypeOf<
      Promise<DisconnectConnectionReturnType>
    >()
    expectTypeOf<DisconnectConnectionReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the connection or the client', () => {
    expectTypeOf<DisconnectConnectionErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<DisconnectConnectionErrorType>().toExtend<BaseError>()
    expectTypeOf<InvalidConnectionStatusError>().toExtend<DisconnectConnectionErrorType>()
  })
})
