import { catalogueText } from '../i18n/activeLocale.js'
import { useLatchState } from '../useLatchState.js'

/** A live region that is always present, so that screen readers announce each snackbar. */
export function SnackbarRegion() {
  const snackbar = useLatchState((state) => state.snackbar)
  return (
    <div
      role="status"
      aria-live="polite"
      className="latch-snackbar"
      data-variant={snackbar?.variant}
      data-visible={snackbar ? 'true' : 'false'}
    >
      {snackbar && catalogueText(snackbar.message)}
    </div>
  )
}
