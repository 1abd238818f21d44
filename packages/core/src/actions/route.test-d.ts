import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { RouterNavigationEvent } from '../machines/router.js'
import type { RouterEntry } from '../machines/views.js'
import { type RouteErrorType, type RouteParameters, type RouteReturnType, route } from './route.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('route', () => {
  it('parameters: a router event whose entry is typed by view', () => {
    expectTypeOf(route).parameter(1).toEqualTypeOf<RouteParameters>()
    expectTypeOf<RouteParameters>().toEqualTypeOf<RouterNavigationEvent>()
    expectTypeOf<{ type: 'router.back' }>().toExtend<RouteParameters>()
    expectTypeOf<{ type: 'router.push' } & RouterEntry>().toExtend<RouteParameters>()
    route(latch, { type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'x' } })
    // @ts-expect-error: ConnectingExternal needs its connector
    route(latch, { type: 'router.push', view: 'ConnectingExternal' })
    // @ts-expect-error: no such view
    route(latch, { type: 'router.push', view: 'Settings' })
    // @ts-expect-error: no such navigation
    route(latch, { type: 'router.forward' })
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(route).returns.toEqualTypeOf<RouteReturnType>()
    expectTypeOf<RouteReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (a failed load shows as the alert)', () => {
    expectTypeOf<RouteErrorType>().toBeNever()
  })
})
