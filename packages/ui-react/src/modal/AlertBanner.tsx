import { dismissAlert } from '@latch/core'
import { alertTexts } from '../i18n/alertTexts.js'
// The page's texts, which come with its first load: the shell's would tie this banner's chunk
// to the shell's (see `modalOpenParts`).
import { t } from '../i18n/pageTranslate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'

/** The last alert core raised (texts from core's catalogue), until the visitor dismisses it. */
export function AlertBanner() {
  const client = useLatch()
  const alert = useLatchState((state) => state.alert)
  if (!alert) return null
  const { shortMessage, longMessage } = alertTexts(alert)
  return (
    <div role="alert" className="latch-alert" data-severity={alert.severity}>
      <div className="latch-alert__text">
        <strong>{shortMessage}</strong>
        <p>{longMessage}</p>
      </div>
      <button
        type="button"
        className="latch-icon-button"
        aria-label={t('alert.dismiss')}
        onClick={() => dismissAlert(client)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
