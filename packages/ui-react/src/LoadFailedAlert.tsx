import type { Alert } from '@latch/core'
import { localizedAlert } from './i18n/activeLocale.js'

export type LoadFailedAlertProps = {
  id?: string
  /** Core's alert (its texts come from core's catalogue). */
  alert: Alert
  /** The one thing the visitor can do about it: dismiss it, or try again. */
  action: { label: string; run: () => void }
}

/**
 * Latch's code could not load (offline, a deployment gone), so the modal cannot show: said
 * on the page itself, where the visitor asked for it.
 */
export function LoadFailedAlert({ id, alert, action }: LoadFailedAlertProps) {
  // Its alerts (the code that failed to load) have no values: the locale's texts as they are.
  const { shortMessage, longMessage } = localizedAlert(alert.code) ?? alert
  return (
    <div id={id} role="alert" className="latch-load-alert" data-severity={alert.severity}>
      <strong className="latch-load-alert__title">{shortMessage}</strong>{' '}
      <span className="latch-load-alert__text">{longMessage}</span>{' '}
      <button type="button" className="latch-load-alert__action" onClick={action.run}>
        {action.label}
      </button>
    </div>
  )
}
