import { describe, expectTypeOf, it } from 'vitest'
import type { ActorRefFrom, ActorSystem } from 'xstate'
import type { connectionMachine } from './connection.js'
import { systemActor } from './latchSystem.js'
import type { routerMachine } from './router.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the system is only declared.
declare const system: ActorSystem<never>

describe('systemActor', () => {
  it('types: each system id gives its machine, and a send is checked against its events', () => {
    expectTypeOf(systemActor(system, 'router')).toEqualTypeOf<
      ActorRefFrom<typeof routerMachine> | undefined
    >()
    expectTypeOf(systemActor(system, 'connection.solana')).toEqualTypeOf<
      ActorRefFrom<typeof connectionMachine> | undefined
    >()
    systemActor(system, 'router')?.send({ type: 'router.push', view: 'Account' })
    // @ts-expect-error: the router has no such event
    systemActor(system, 'router')?.send({ type: 'router.fly' })
    // @ts-expect-error: no actor runs under that id
    systemActor(system, 'routr')
  })
})
