import { isSafeDeepLink } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { authActors } from '../authActors.js'
import { QrCode } from '../QrCode.js'
import { useActorSnapshot } from '../useActorSnapshot.js'
import { ExternalIcon } from '../viewIcons.js'

/**
 * Farcaster login, driven by core's social-login machine: while core asks for the Farcaster
 * link, a spinner; then the link as a QR code to scan and to open on this device; a failure
 * with "Try again".
 */
export function ConnectingFarcasterView() {
  const client = useLatch()
  const login = authActors(client).socialLogin
  const snapshot = useActorSnapshot(login)
  if (!login || !snapshot) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {t('social.unavailable')}
        </p>
      </div>
    )
  }
  const url = snapshot.context.farcasterUrl
  if (snapshot.matches('failed')) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {snapshot.context.error?.message ?? t('farcaster.failed')}
        </p>
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => login.send({ type: 'social.start', provider: 'farcaster' })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (!url) {
    return (
      <div className="latch-panel" aria-busy="true">
        <span className="latch-spinner" aria-hidden="true" />
        <p role="status">{t('farcaster.loading')}</p>
      </div>
    )
  }
  return (
    <div className="latch-panel">
      <QrCode value={url} label={t('farcaster.qr')} />
      <p className="latch-muted">{t('farcaster.scan')}</p>
      {isSafeDeepLink(url) ? (
        <a className="latch-button" href={url} target="_blank" rel="noopener noreferrer">
          {t('farcaster.open')}
          <ExternalIcon />
        </a>
      ) : null}
    </div>
  )
}
