import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './addNetwork.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('addNetwork', () => {
  it('parameters: a whole network is required', () => {
    expectTypeOf(addNetwork).parameter(1).toEqualTypeOf<AddNetworkParameters>()
    expectTypeOf<AddNetworkParameters>().toEqualTypeOf<{ network: CaipNetwork }>()
    // @ts-expect-error: network is required
    addNetwork(latch, {})
    // @ts-expect-error: a network is a CaipNetwork, not its id
    addNetwork(latch, { network: 'eip155:42161' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(addNetwork).returns.toEqualTypeOf<Promise<AddNetworkReturnType>>()
    expectTypeOf<AddNetworkReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its one refusal is an InternalError (no adapter for the namespace)', () => {
    expectTypeOf<AddNetworkErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<AddNetworkErrorType>().toExtend<Error>()
  })
})
