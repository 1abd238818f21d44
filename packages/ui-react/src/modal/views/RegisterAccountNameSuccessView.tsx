import { route } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { useRouteData } from '../useRouteData.js'
import { CheckIcon } from '../viewIcons.js'

/** The name is registered: say which, and lead back to the account. */
export function RegisterAccountNameSuccessView() {
  const client = useLatch()
  const registered = useLatchState((state) => state.nameRegistration.name)
  const routed = useRouteData('RegisterAccountNameSuccess')?.name
  const name = registered ?? routed
  return (
    <div className="latch-panel">
      <span className="latch-success-mark">
        <CheckIcon />
      </span>
      <p className="latch-panel__title" role="status">
        {name ? t('registerSuccess.named', { name }) : t('registerSuccess.done')}
      </p>
      <button
        type="button"
        className="latch-button latch-button--primary"
        onClick={() => route(client, { type: 'router.reset', view: 'Account' })}
      >
        {t('registerSuccess.back')}
      </button>
    </div>
  )
}
