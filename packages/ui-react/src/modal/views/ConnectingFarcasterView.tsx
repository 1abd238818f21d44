import { cancelSocialLogin, startSocialLogin } from '@latch/core'
import { connectionErrorMessages } from '@latch/core/errors'
import { isSafeDeepLink } from '@latch/core/internal'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { QrCode } from '../QrCode.js'
import { useLoginChrome } from '../useLoginChrome.js'
import { ExternalIcon } from '../viewIcons.js'

/**
 * Farcaster login, rendering core's `state.socialLogin`: while core asks the secure frame for
 * the Farcaster link, a spinner; then the link as a QR code to scan and to open on this device,
 * until the visitor has signed in there and Account shows; a failure in core's words, with
 * "Try again". Back cancels the login.
 */
export function ConnectingFarcasterView() {
  const client = useLatch()
  const login = useLatchState((state) => state.socialLogin, shallowEqual)
  const farcaster = login.provider === 'farcaster'
  useLoginChrome({
    view: 'ConnectingFarcaster',
    connected: farcaster && login.step === 'connected',
    cancel: cancelSocialLogin,
  })
  const start = () => {
    startSocialLogin(client, { provider: 'farcaster' }).catch(() => {})
  }

  if (login.step === 'unavailable') {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {connectionErrorMessages.NO_AUTH_CONNECTOR}
        </p>
      </div>
    )
  }
  if (farcaster && login.step === 'failed') {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {login.error ? errorText(login.error) : t('farcaster.failed')}
        </p>
        <button type="button" className="latch-button latch-button--primary" onClick={start}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  const url = farcaster ? login.farcasterUrl : undefined
  if (url) {
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
  // A login of another provider, or none: opened directly, or left by Back and come back to.
  if (!farcaster || login.step === 'idle') {
    return (
      <div className="latch-panel">
        <button type="button" className="latch-button latch-button--primary" onClick={start}>
          {t('farcaster.start')}
        </button>
      </div>
    )
  }
  return (
    <div className="latch-panel" aria-busy="true">
      <span className="latch-spinner" aria-hidden="true" />
      <p role="status">{t('farcaster.loading')}</p>
    </div>
  )
}
