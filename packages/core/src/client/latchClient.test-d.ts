import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchActor, LatchClient } from './latchClient.js'
import type { LatchState } from './latchState.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.
declare const latch: LatchClient

describe('LatchClient', () => {
  it('default: getState is the whole LatchState; actor is the running root machine', () => {
    expectTypeOf(latch.getState()).toEqualTypeOf<LatchState>()
    expectTypeOf(latch.actor).toEqualTypeOf<LatchActor>()
    expectTypeOf(latch.preload()).toEqualTypeOf<Promise<void>>()
    expectTypeOf(latch.ready).toEqualTypeOf<Promise<void>>()
  })

  it('behavior: subscribe infers what the selector picks, for the listener and isEqual', () => {
    const unsubscribe = latch.subscribe(
      (state) => state.activeNamespace,
      (namespace, previous) => {
        expectTypeOf(namespace).toEqualTypeOf<ChainNamespace | undefined>()
        expectTypeOf(previous).toEqualTypeOf<ChainNamespace | undefined>()
      },
      (a, b) => {
        expectTypeOf(a).toEqualTypeOf<ChainNamespace | undefined>()
        return a === b
      },
    )
    expectTypeOf(unsubscribe).toEqualTypeOf<() => void>()
    latch.subscribe(
      // @ts-expect-error: the listener hears a boolean, not a string
      (state) => state.open,
      (open: string) => open,
    )
  })

  it('behavior: open takes a view with the data that view takes', () => {
    latch.open()
    latch.open({ view: 'AllWallets' })
    latch.open({ namespace: 'solana' })
    latch.open({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
    // @ts-expect-error: ConnectingExternal needs the connector
    latch.open({ view: 'ConnectingExternal' })
    // @ts-expect-error: Account takes no data
    latch.open({ view: 'Account', data: { connectorId: 'io.metamask' } })
    // @ts-expect-error: no such view
    latch.open({ view: 'Settings' })
    // @ts-expect-error: data without a view
    latch.open({ data: { connectorId: 'io.metamask' } })
  })

  it('behavior: what every page needs, and nothing else (the rest are actions)', () => {
    expectTypeOf<keyof LatchClient>().toEqualTypeOf<
      | 'open'
      | 'close'
      | 'getState'
      | 'getServerState'
      | 'subscribe'
      | 'actor'
      | 'preload'
      | 'ready'
      | 'destroy'
      | '_internal'
    >()
  })
})
