import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, InvalidConnectionStatusError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switchConnection.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('switchConnection', () => {
  it("parameters: the saved wallet's connectorId is required, the namespace optional", () => {
    expectTypeOf(switchConnection).parameter(1).toEqualTypeOf<SwitchConnectionParameters>()
    expectTypeOf<SwitchConnectionParameters>().toEqualTypeOf<{
      connectorId: string
      namespace?: ChainNamespace | undefined
    }>()
    switchConnection(latch, { connectorId: 'io.rabby', namespace: 'eip155' })
    // @ts-expect-error: the connector is required
    switchConnection(latch, { namespace: 'eip155' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(switchConnection).returns.toEqualTypeOf<Promise<SwitchConnectionReturnType>>()
    expectTypeOf<SwitchConnectionReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the connection or the client', () => {
    expectTypeOf<SwitchConnectionErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<SwitchConnectionErrorType>().toExtend<BaseError>()
    expectTypeOf<InvalidConnectionStatusError>().toExtend<SwitchConnectionErrorType>()
  })
})
