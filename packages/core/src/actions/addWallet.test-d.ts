import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type AddWalletErrorType,
  type AddWalletParameters,
  type AddWalletReturnType,
  addWallet,
} from './addWallet.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('addWallet', () => {
  it('parameters: none, the client is all it takes', () => {
    expectTypeOf(addWallet).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<AddWalletParameters>().toEqualTypeOf<undefined>()
    addWallet(latch)
    // @ts-expect-error: it adds whichever wallet the visitor then picks
    addWallet(latch, { connectorId: 'io.metamask' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(addWallet).returns.toEqualTypeOf<Promise<AddWalletReturnType>>()
    expectTypeOf<AddWalletReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<AddWalletErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<AddWalletErrorType>()
  })
})
