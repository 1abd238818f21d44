import type { RouterEntryOf, View } from '@latch/core'
import { useLatchState } from '../useLatchState.js'

/**
 * The data the router was given with `view` (the wallet, the network...), typed for that view
 * by core's router entries; `undefined` while another view is on screen or none was given.
 */
export function useRouteData<V extends View>(view: V): RouterEntryOf<V>['data'] {
  return useLatchState((state) => {
    const entry = state.history.at(-1)
    return (entry?.view === view ? entry.data : undefined) as RouterEntryOf<V>['data']
  })
}
