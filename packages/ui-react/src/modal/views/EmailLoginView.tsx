import { EMAIL_COOLDOWN_MS, truncateEmail } from '@latch/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { authActors } from '../authActors.js'
import { useActorSnapshot } from '../useActorSnapshot.js'
import { useRouteString } from '../useRouteData.js'

const SECOND_MS = 1_000

type LoginStep =
  | 'sending'
  | 'awaitingDeviceApproval'
  | 'awaitingOtp'
  | 'verifying'
  | 'connecting'
  | 'connected'

/** Seconds left of the resend cooldown, counted from when it started; 0 when it is over. */
function useCooldownSeconds(coolingDown: boolean): number {
  const [startedAt, setStartedAt] = useState<number | undefined>(undefined)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!coolingDown) {
      setStartedAt(undefined)
      return
    }
    const start = Date.now()
    setStartedAt(start)
    setNow(start)
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS)
    return () => clearInterval(timer)
  }, [coolingDown])
  if (!coolingDown || startedAt === undefined) return 0
  return Math.max(1, Math.ceil((startedAt + EMAIL_COOLDOWN_MS - now) / SECOND_MS))
}

/**
 * Email login (router data `email`), driven by core's email-login machine: sending the code,
 * approving the device, entering the one-time code, verifying, connecting; "Resend" waits
 * out core's cooldown, shown in seconds; errors come from core's catalogue.
 */
export function EmailLoginView() {
  const client = useLatch()
  const login = authActors(client).emailLogin
  const snapshot = useActorSnapshot(login)
  const routed = useRouteString('email')
  const [code, setCode] = useState('')
  const codeId = useId()
  const coolingDown = snapshot?.matches({ cooldown: 'coolingDown' }) ?? false
  const seconds = useCooldownSeconds(coolingDown)

  if (!login || !snapshot) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {t('email.unavailable')}
        </p>
      </div>
    )
  }
  const email = truncateEmail(snapshot.context.email || routed || '')
  const error = snapshot.context.error
  const step = (name: LoginStep) => snapshot.matches({ login: name })
  const resend = () => login.send({ type: 'email.resend' })
  const busy = (text: string) => (
    <div className="latch-panel" aria-busy="true">
      <span className="latch-spinner" aria-hidden="true" />
      <p role="status">{text}</p>
    </div>
  )

  if (step('sending')) return busy(t('email.sending', { email }))
  if (step('verifying')) return busy(t('email.verifying'))
  if (step('connecting') || step('connected')) return busy(t('email.connecting'))
  if (step('awaitingDeviceApproval')) {
    return (
      <div className="latch-panel" aria-busy="true">
        <span className="latch-spinner" aria-hidden="true" />
        <p role="status">{t('email.approveDevice', { email })}</p>
        <button type="button" className="latch-button" disabled={coolingDown} onClick={resend}>
          {coolingDown ? t('email.resendIn', { seconds }) : t('email.resend')}
        </button>
      </div>
    )
  }
  if (step('awaitingOtp')) {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const otp = code.trim()
      if (otp) login.send({ type: 'email.submitOtp', otp })
    }
    return (
      <form className="latch-form" noValidate onSubmit={submit}>
        <p>{t('email.codeSent', { email })}</p>
        <label className="latch-label" htmlFor={codeId}>
          {t('email.code')}
        </label>
        <input
          id={codeId}
          className="latch-input latch-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          aria-invalid={error !== undefined}
          onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
        />
        {error ? (
          <p className="latch-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <button
          type="submit"
          className="latch-button latch-button--primary"
          disabled={!code.trim()}
        >
          {t('email.verify')}
        </button>
        <button type="button" className="latch-button" disabled={coolingDown} onClick={resend}>
          {coolingDown ? t('email.resendIn', { seconds }) : t('email.resend')}
        </button>
      </form>
    )
  }
  // Idle: not started (the view was opened directly) or stopped by an error.
  return (
    <div className="latch-panel">
      {error ? (
        <p className="latch-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {routed ? (
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => login.send({ type: 'email.submit', email: routed })}
        >
          {t('email.sendCode', { email: truncateEmail(routed) })}
        </button>
      ) : (
        <p className="latch-muted">{t('email.noEmail')}</p>
      )}
    </div>
  )
}
