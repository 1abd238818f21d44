import { describe, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { ConfigError } from '../errors/config.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { type PayErrorType, type PayParameters, type PayReturnType, pay } from './pay.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('pay', () => {
  it('parameters: a network by CAIP-2 id, a recipient, an amount, and a token or none', () => {
    expectTypeOf(pay).parameters.toEqualTypeOf<[LatchClient, PayParameters]>()
    expectTypeOf<PayParameters['network']>().toEqualTypeOf<CaipNetworkId>()
    pay(latch, { network: 'eip155:1', recipient: '0x', amount: '1' })
    pay(latch, {
      network: 'eip155:1',
      recipient: '0x',
      amount: '1',
      token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
    })
    // @ts-expect-error: the amount is a decimal text, not a number of base units
    pay(latch, { network: 'eip155:1', recipient: '0x', amount: 1n })
    // @ts-expect-error: a network is a CAIP-2 id
    pay(latch, { network: 'mainnet', recipient: '0x', amount: '1' })
  })

  it('behavior: resolves with the transaction id', () => {
    expectTypeOf(pay).returns.toEqualTypeOf<Promise<PayReturnType>>()
    expectTypeOf<PayReturnType>().toEqualTypeOf<{ hash: string }>()
  })

  it('behavior: the flag, the request, and a closed modal are its errors', () => {
    expectTypeOf<PayErrorType>().toEqualTypeOf<
      ConfigError | AdapterError | ConnectionError | InternalError
    >()
  })
})
