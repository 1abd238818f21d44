import { lazy, Suspense, useState } from 'react'
import { useLatchState } from './useLatchState.js'

// The dialog, its views and its styles are a separate chunk, fetched on first open.
const ModalDialog = lazy(() =>
  import('./modal/ModalDialog.js').then((module) => ({ default: module.ModalDialog })),
)

export type LatchModalProps = {
  /** Part of the page where it is placed, always shown, rather than an overlay on `body`. */
  embedded?: boolean
}

/**
 * The Latch modal. `<LatchProvider>` mounts the overlay one itself; place
 * `<LatchModal embedded />` (with `<LatchProvider modal={false}>`) to show it inside the page.
 *
 * @example
 * <LatchProvider client={latch} modal={false}>
 *   <LatchModal embedded />
 * </LatchProvider>
 */
export function LatchModal({ embedded = false }: LatchModalProps) {
  const open = useLatchState((state) => state.open)
  const [loaded, setLoaded] = useState(false)
  if ((open || embedded) && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog embedded={embedded} />
    </Suspense>
  )
}
