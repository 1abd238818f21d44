import { useCallback, useSyncExternalStore } from 'react'

/** The phone layout of the modal (a bottom sheet), as in latch.css. */
export const MOBILE_QUERY = '(max-width: 430px)'

/** Whether a CSS media query matches now, live; `false` where there is no `matchMedia`. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {}
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const getSnapshot = () => (typeof matchMedia === 'function' ? matchMedia(query).matches : false)
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
