import type { RouterData } from '@latch/core'
import { useLatchState } from '../useLatchState.js'

const noData: RouterData = {}

/** The arguments the router was given with the view on screen (the wallet, the network...). */
export function useRouteData(): RouterData {
  return useLatchState((state) => state.history.at(-1)?.data ?? noData)
}

/** A string argument of the view on screen. */
export function useRouteString(name: string): string | undefined {
  const value = useRouteData()[name]
  return typeof value === 'string' ? value : undefined
}
