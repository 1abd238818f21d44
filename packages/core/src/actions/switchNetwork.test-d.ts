import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './switchNetwork.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('switchNetwork', () => {
  it('parameters: network is required, confirm optional', () => {
    expectTypeOf(switchNetwork).parameter(1).toEqualTypeOf<SwitchNetworkParameters>()
    expectTypeOf<SwitchNetworkParameters>().toEqualTypeOf<{
      network: CaipNetwork
      confirm?: boolean | undefined
    }>()
    // @ts-expect-error: network is required
    switchNetwork(latch, { confirm: true })
    // @ts-expect-error: a network is a CaipNetwork, not its id
    switchNetwork(latch, { network: 'eip155:1' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(switchNetwork).returns.toEqualTypeOf<Promise<SwitchNetworkReturnType>>()
    expectTypeOf<SwitchNetworkReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its errors are Latch's, or the wallet's own", () => {
    expectTypeOf<SwitchNetworkErrorType>().toEqualTypeOf<
      ConnectionError | AdapterError | InternalError | Error
    >()
    expectTypeOf<SwitchNetworkErrorType>().toExtend<Error>()
  })
})
