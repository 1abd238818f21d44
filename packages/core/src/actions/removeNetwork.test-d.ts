import { describe, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InvalidConfigError } from '../errors/config.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { mainnet } from '../networks/evmNetworks.js'
import {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  type RemoveNetworkReturnType,
  removeNetwork,
} from './removeNetwork.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('removeNetwork', () => {
  it("parameters: the network's CAIP id is required", () => {
    expectTypeOf(removeNetwork).parameter(1).toEqualTypeOf<RemoveNetworkParameters>()
    expectTypeOf<RemoveNetworkParameters>().toEqualTypeOf<{ caipNetworkId: CaipNetworkId }>()
    // @ts-expect-error: caipNetworkId is required
    removeNetwork(latch, {})
    // @ts-expect-error: the id, not the network
    removeNetwork(latch, { caipNetworkId: mainnet })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(removeNetwork).returns.toEqualTypeOf<Promise<RemoveNetworkReturnType>>()
    expectTypeOf<RemoveNetworkReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its refusals are Latch's; the switch it may start fails as a switch does", () => {
    expectTypeOf<RemoveNetworkErrorType>().toEqualTypeOf<
      InternalError | InvalidConfigError | ConnectionError | Error
    >()
    expectTypeOf<RemoveNetworkErrorType>().toExtend<Error>()
  })
})
