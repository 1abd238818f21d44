import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, ConnectionRejectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { Connection } from '../storage/schemas.js'
import {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './connect.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('connect', () => {
  it('parameters: connectorId is required, namespace optional', () => {
    expectTypeOf(connect).parameter(1).toEqualTypeOf<ConnectParameters>()
    expectTypeOf<ConnectParameters>().toEqualTypeOf<{
      connectorId: string
      namespace?: ChainNamespace | undefined
    }>()
    // @ts-expect-error: connectorId is required
    connect(latch, { namespace: 'solana' })
    // @ts-expect-error: near is not one of Latch's namespaces
    connect(latch, { connectorId: 'io.metamask', namespace: 'near' })
    // @ts-expect-error: the client comes first
    connect(mainnet, { connectorId: 'io.metamask' })
  })

  it('behavior: resolves with the Connection', () => {
    expectTypeOf(connect).returns.toEqualTypeOf<Promise<ConnectReturnType>>()
    expectTypeOf<ConnectReturnType>().toEqualTypeOf<Connection>()
  })

  it('behavior: its errors are BaseErrors of the connection or the client', () => {
    expectTypeOf<ConnectErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<ConnectErrorType>().toExtend<BaseError>()
    expectTypeOf<ConnectionRejectedError>().toExtend<ConnectErrorType>()
  })
})
