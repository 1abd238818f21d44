import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { RouterNavigationEvent } from './router.js'
import type { RouterDataOf, RouterEntry, RouterEntryOf, View } from './views.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.

describe('router entries', () => {
  it('default: an entry is keyed by its view, and carries the data of that view', () => {
    expectTypeOf<RouterEntry['view']>().toEqualTypeOf<View>()
    expectTypeOf<RouterEntryOf<'ConnectingExternal'>>().toEqualTypeOf<{
      readonly view: 'ConnectingExternal'
      readonly data: Readonly<{ connectorId: string; namespace?: ChainNamespace; name?: string }>
    }>()
    expectTypeOf<RouterEntryOf<'SwitchNetwork'>['data']>().toEqualTypeOf<
      Readonly<{ network: CaipNetwork }>
    >()
  })

  it('behavior: data that is all optional may be left out; a view without data takes none', () => {
    expectTypeOf<{ view: 'EmailLogin' }>().toExtend<RouterEntry>()
    expectTypeOf<{ view: 'EmailLogin'; data: { email: 'a@b.c' } }>().toExtend<RouterEntry>()
    expectTypeOf<{ view: 'Connect' }>().toExtend<RouterEntry>()
    expectTypeOf<{ view: 'Connect'; data: { email: string } }>().not.toExtend<RouterEntry>()
    expectTypeOf<{ view: 'SwitchNetwork' }>().not.toExtend<RouterEntry>()
    expectTypeOf<RouterDataOf['Account']>().toEqualTypeOf<undefined>()
  })

  it('behavior: narrowing on the view types its data, without run-time checks', () => {
    const read = (entry: RouterEntry) => {
      if (entry.view === 'ConnectingExternal') {
        expectTypeOf(entry.data.connectorId).toEqualTypeOf<string>()
      }
      if (entry.view === 'RegisterAccountNameSuccess') {
        expectTypeOf(entry.data?.name).toEqualTypeOf<string | undefined>()
      }
    }
    expectTypeOf(read).parameter(0).toEqualTypeOf<RouterEntry>()
  })

  it('behavior: the navigation events carry typed entries', () => {
    const push: RouterNavigationEvent = {
      type: 'router.push',
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana' },
    }
    expectTypeOf(push).toExtend<RouterNavigationEvent>()
    // @ts-expect-error: SwitchActiveChain needs the namespace to switch to
    const missing: RouterNavigationEvent = { type: 'router.push', view: 'SwitchActiveChain' }
    expectTypeOf(missing).toExtend<RouterNavigationEvent>()
  })
})
