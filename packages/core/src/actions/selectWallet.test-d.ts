import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, ConnectionRejectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { Connection } from '../storage/schemas.js'
import {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from './selectWallet.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('selectWallet', () => {
  it('parameters: connectorId is required, namespace, name and alsoConnect optional', () => {
    expectTypeOf(selectWallet).parameter(1).toEqualTypeOf<SelectWalletParameters>()
    expectTypeOf<SelectWalletParameters>().toEqualTypeOf<{
      connectorId: string
      namespace?: ChainNamespace | undefined
      name?: string | undefined
      alsoConnect?: readonly { namespace: ChainNamespace; connectorId: string }[] | undefined
    }>()
    // @ts-expect-error: connectorId is required
    selectWallet(latch, { name: 'MetaMask' })
  })

  it("behavior: resolves with connect's Connection", () => {
    expectTypeOf(selectWallet).returns.toEqualTypeOf<Promise<SelectWalletReturnType>>()
    expectTypeOf<SelectWalletReturnType>().toEqualTypeOf<Connection>()
  })

  it("behavior: its errors are connect's", () => {
    expectTypeOf<SelectWalletErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<SelectWalletErrorType>().toExtend<BaseError>()
    expectTypeOf<ConnectionRejectedError>().toExtend<SelectWalletErrorType>()
  })
})
