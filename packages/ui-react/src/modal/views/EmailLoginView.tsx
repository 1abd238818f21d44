import { cancelEmailLogin, resendEmailCode, submitEmail } from '@latch/core'
import { EMAIL_COOLDOWN_MS } from '@latch/core/constants'
import { connectionErrorMessages } from '@latch/core/errors'
import { truncateEmail } from '@latch/core/internal'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { SecureFrameArea } from '../SecureFrameArea.js'
import { useLoginChrome } from '../useLoginChrome.js'
import { useRouteData } from '../useRouteData.js'
import { useSecondsLeft } from '../useSecondsLeft.js'

const SECOND_MS = 1_000

function Busy({ text }: { text: string }) {
  return (
    <div className="latch-panel" aria-busy="true">
      <span className="latch-spinner" aria-hidden="true" />
      <p role="status">{text}</p>
    </div>
  )
}

/**
 * Email login (router data `email`, the address the Connect view sent a code to), rendering
 * core's `state.emailLogin`: sending the code, approving this device, the one-time code (typed
 * in the secure frame, shown over this view), a code that can no longer be used, connecting;
 * then Account. Resend waits out core's cooldown, counted down in
 * seconds; a rate limit counts down its own seconds before the code can be sent again. Errors
 * are core's and the frame's words. Back cancels the login.
 */
export function EmailLoginView() {
  const client = useLatch()
  const login = useLatchState((state) => state.emailLogin, shallowEqual)
  const routed = useRouteData('EmailLogin')?.email
  useLoginChrome({
    view: 'EmailLogin',
    connected: login.step === 'connected',
    cancel: cancelEmailLogin,
  })
  const resendSeconds = useSecondsLeft(login.canResend ? undefined : 'cooldown', EMAIL_COOLDOWN_MS)
  const rateLimit = login.rateLimitSeconds === undefined ? undefined : login.error
  const rateLimitSeconds = useSecondsLeft(rateLimit, (login.rateLimitSeconds ?? 0) * SECOND_MS)

  if (login.step === 'unavailable') {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {connectionErrorMessages.NO_AUTH_CONNECTOR}
        </p>
      </div>
    )
  }
  // The address asked for by the router; core's (the last one submitted) otherwise.
  const address = routed || login.email
  const email = truncateEmail(address)
  const resendButton = (
    <button
      type="button"
      className="latch-button"
      disabled={!login.canResend}
      onClick={() => resendEmailCode(client)}
    >
      {login.canResend
        ? t('email.resend')
        : t('email.resendIn', { seconds: Math.max(1, resendSeconds) })}
    </button>
  )

  switch (login.step) {
    case 'sending':
      return <Busy text={t('email.sending', { email })} />
    case 'connecting':
    case 'connected':
      return <Busy text={t('email.connecting')} />
    case 'awaitingDeviceApproval':
      return (
        <div className="latch-panel" aria-busy="true">
          <span className="latch-spinner" aria-hidden="true" />
          <p role="status">{t('email.approveDevice', { email })}</p>
          {resendButton}
        </div>
      )
    case 'awaitingOtp':
      // The code is typed in the secure frame shown over the area (the page never sees it);
      // the frame itself says when a code is wrong.
      return (
        <div className="latch-panel">
          <p>{t('email.codeSent', { email })}</p>
          <SecureFrameArea label={t('email.codeFrame')} size="code" autoFocus />
          {resendButton}
        </div>
      )
    case 'codeRefused':
      return (
        <div className="latch-panel">
          <p className="latch-error" role="alert">
            {login.error && errorText(login.error)}
          </p>
          {resendButton}
        </div>
      )
    case 'idle':
      break
  }
  // Idle: the code could not be sent (the error says why), or the view was opened directly.
  const send = () => {
    submitEmail(client, { email: address }).catch(() => {})
  }
  return (
    <div className="latch-panel">
      {login.error ? (
        <p className="latch-error" role="alert">
          {errorText(login.error)}
        </p>
      ) : null}
      {!address ? (
        <p className="latch-muted">{t('email.noEmail')}</p>
      ) : login.error ? (
        <button
          type="button"
          className="latch-button latch-button--primary"
          disabled={rateLimitSeconds > 0}
          onClick={send}
        >
          {rateLimitSeconds > 0
            ? t('email.tryAgainIn', { seconds: rateLimitSeconds })
            : t('email.tryAgain')}
        </button>
      ) : (
        <button type="button" className="latch-button latch-button--primary" onClick={send}>
          {t('email.sendCode', { email })}
        </button>
      )}
    </div>
  )
}
