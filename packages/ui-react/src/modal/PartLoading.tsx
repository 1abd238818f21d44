import { t } from '../i18n/shellTranslate.js'

/** Shown while the code of a view or a part loads. */
export function PartLoading() {
  return (
    <div className="latch-panel" role="status">
      <span className="latch-spinner" aria-hidden="true" />
      <span className="latch-muted">{t('common.loading')}</span>
    </div>
  )
}
