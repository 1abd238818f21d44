import type { SocialProvider } from '@latch/core'
import { useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { authActors } from '../authActors.js'
import { useActorSnapshot } from '../useActorSnapshot.js'
import { onListKeyDown } from '../WalletList.js'

/**
 * The project's social logins. Farcaster shows its link in the modal (ConnectingFarcaster);
 * the others open core's login popup.
 */
export function SocialConnect({ providers }: { providers: readonly SocialProvider[] }) {
  const client = useLatch()
  const [unavailable, setUnavailable] = useState(false)
  const login = useActorSnapshot(authActors(client).socialLogin)
  const error = login?.context.error
  const start = (provider: SocialProvider) => {
    const socialLogin = authActors(client).socialLogin
    if (provider === 'farcaster') {
      socialLogin?.send({ type: 'social.start', provider })
      client.route({ type: 'router.push', view: 'ConnectingFarcaster' })
      return
    }
    if (!socialLogin) {
      setUnavailable(true)
      return
    }
    socialLogin.send({ type: 'social.start', provider })
  }
  return (
    <div className="latch-social-connect">
      <ul className="latch-social-list" aria-label={t('social.label')} onKeyDown={onListKeyDown}>
        {providers.map((provider) => (
          <li key={provider}>
            <button type="button" className="latch-wallet" onClick={() => start(provider)}>
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
      {unavailable || error ? (
        <p className="latch-error" role="alert">
          {unavailable ? t('social.unavailable') : error?.message}
        </p>
      ) : null}
    </div>
  )
}
