import type { Alert } from '@latch/core'
import { alertLongMessage } from '@latch/core/internal'
import { isolated, localizedAlert } from './activeLocale.js'

// A module of its own: the page's alerts (the banner, the load failure) import it, and sharing
// a module with the modal's views would tie their chunk to the modal's.

/** An alert's two texts in the locale in use (English where it has none). */
export function alertTexts(alert: Alert): { shortMessage: string; longMessage: string } {
  const texts = localizedAlert(alert.code)
  if (!texts) return { shortMessage: alert.shortMessage, longMessage: alert.longMessage }
  const { features, cause } = alert.values ?? {}
  const values = isolated({ ...(features ? { features } : {}), ...(cause ? { cause } : {}) })
  return {
    shortMessage: texts.shortMessage,
    longMessage: alertLongMessage(texts.longMessage, values as Alert['values']),
  }
}
