import type { View } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'

/** A view that later versions render: said plainly, with a way back. */
export function UnavailableView({ view }: { view: View }) {
  const client = useLatch()
  return (
    <div className="latch-panel">
      <p className="latch-panel__title">{t('unavailable.title')}</p>
      <p className="latch-muted">{t('unavailable.description', { view })}</p>
      <button
        type="button"
        className="latch-button"
        onClick={() => client.actors.router.send({ type: 'router.back' })}
      >
        {t('modal.back')}
      </button>
    </div>
  )
}
