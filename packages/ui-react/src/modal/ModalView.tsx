import type { RouterEntry, View } from '@latch/core'
import { lazyPart } from './lazyPart.js'
import { PartBoundary } from './PartBoundary.js'
import { ConnectView } from './views/ConnectView.js'

// The views beyond the Connect view are one chunk (see `ViewOutsideShell`).
const viewOutsideShell = lazyPart<{ view: Exclude<View, 'Connect'> }, 'ViewOutsideShell'>(
  () => import('./ViewOutsideShell.js'),
  'ViewOutsideShell',
)

/** Fetches the views beyond the Connect view. */
export function preloadViews(): Promise<unknown> {
  return viewOutsideShell.preload()
}

// Each history entry gets its own key: a new entry is a new screen, with fresh state, even
// when it shows the same view as the one it replaced.
const entryKeys = new WeakMap<RouterEntry, number>()
let nextEntryKey = 0
function keyOf(entry: RouterEntry | undefined): number {
  if (!entry) return -1
  let key = entryKeys.get(entry)
  if (key === undefined) {
    key = nextEntryKey++
    entryKeys.set(entry, key)
  }
  return key
}

/**
 * The router's current view. The Connect view renders at once, with the shell (a pick leads on
 * with the chunk of `modalOpenParts`, and shows its load failure in the view's place); any other
 * view shows its loading state until its chunk is there, or its load failure with "Try again".
 */
export function ModalView({ view, entry }: { view: View; entry: RouterEntry | undefined }) {
  const key = keyOf(entry)
  if (view === 'Connect') {
    return (
      <PartBoundary retry={viewOutsideShell.preload} key={key}>
        <ConnectView />
      </PartBoundary>
    )
  }
  return (
    <PartBoundary retry={viewOutsideShell.preload} key={key}>
      <viewOutsideShell.Part view={view} />
    </PartBoundary>
  )
}
