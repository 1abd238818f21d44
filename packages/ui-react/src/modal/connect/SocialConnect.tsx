import type { SocialLoginState, SocialProvider } from '@latch/core'
import { cancelSocialLogin, route, startSocialLogin } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { useAuthThemeSync } from '../useAuthThemeSync.js'
import { onListKeyDown } from '../WalletList.js'

/** What the Connect view says of a popup login under way: `undefined` when none is. */
function popupStatus({ step, provider }: SocialLoginState): string | undefined {
  if (!provider || provider === 'farcaster') return undefined
  const name = t(`social.${provider}`)
  if (step === 'requestingRedirectUri' || step === 'awaitingResult') {
    return t('social.inPopup', { provider: name })
  }
  return step === 'connecting' ? t('social.connecting', { provider: name }) : undefined
}

/**
 * The project's social logins, rendering core's `state.socialLogin`. A button starts the
 * login in its click, where core opens the popup (browsers allow one only there); while the
 * visitor signs in there, the Connect view says so, with Cancel; once connected, core shows
 * Account. Farcaster shows its link in ConnectingFarcaster instead. A failure ("Popup
 * closed"...) is said in core's words, and any button tries again.
 */
export function SocialConnect({ providers }: { providers: readonly SocialProvider[] }) {
  const client = useLatch()
  useAuthThemeSync()
  const login = useLatchState((state) => state.socialLogin, shallowEqual)
  const start = (provider: SocialProvider) => {
    // A failure stays in `state.socialLogin.error`, which this part or ConnectingFarcaster shows.
    startSocialLogin(client, { provider: provider }).catch(() => {})
    if (provider === 'farcaster') {
      route(client, { type: 'router.push', view: 'ConnectingFarcaster' })
    }
  }
  const status = popupStatus(login)
  const error = login.step === 'failed' ? login.error : undefined
  return (
    <div className="latch-social-connect">
      <ul className="latch-social-list" aria-label={t('social.label')} onKeyDown={onListKeyDown}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="latch-wallet"
              aria-busy={status !== undefined && login.provider === provider}
              onClick={() => start(provider)}
            >
              <span
                className="latch-wallet-icon latch-wallet-icon--initials"
                data-initials={t(`social.${provider}`).slice(0, 1)}
                aria-hidden="true"
              />
              <span className="latch-wallet__name">
                {t('social.continueWith', { provider: t(`social.${provider}`) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {status ? (
        <div className="latch-social-connect__status">
          <p className="latch-status" role="status">
            <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
            {status}
          </p>
          {login.step === 'connecting' ? null : (
            <button
              type="button"
              className="latch-button"
              onClick={() => cancelSocialLogin(client)}
            >
              {t('common.cancel')}
            </button>
          )}
        </div>
      ) : null}
      {error ? (
        <p className="latch-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  )
}
