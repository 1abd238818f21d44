import { offersNames, route } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useAccount } from '../../useAccount.js'
import { useLatch } from '../../useLatch.js'

/** What a name is and where it works, and the way to choose one (names exist on eip155). */
export function RegisterAccountView() {
  const client = useLatch()
  const { namespace } = useAccount()
  return (
    <div className="latch-panel">
      <p className="latch-panel__title">{t('register.title')}</p>
      <p className="latch-muted">{t('register.description')}</p>
      {offersNames(namespace) ? (
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => route(client, { type: 'router.push', view: 'RegisterAccountName' })}
        >
          {t('register.choose')}
        </button>
      ) : (
        <p className="latch-error" role="alert">
          {t('register.unsupported')}
        </p>
      )}
    </div>
  )
}
