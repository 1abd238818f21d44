import { connectionErrorMessages, isEmail, truncateEmail } from '@latch/core'
import { useId, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useRouteString } from '../useRouteData.js'

/**
 * Changing the email of the embedded wallet (router data `email`: the current one). The new
 * address is checked with core's rule; the change itself needs the embedded wallet's
 * connector, and until the client has it the view says so instead of pretending.
 */
export function UpdateEmailWalletView() {
  const current = useRouteString('email')
  const [email, setEmail] = useState('')
  const [checked, setChecked] = useState(false)
  const inputId = useId()
  const problemId = useId()
  const value = email.trim()
  const invalid = checked && !isEmail(value)
  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
      }}
    >
      {current ? (
        <p className="latch-muted">{t('updateEmail.current', { email: truncateEmail(current) })}</p>
      ) : null}
      <label className="latch-label" htmlFor={inputId}>
        {t('updateEmail.label')}
      </label>
      <input
        id={inputId}
        type="email"
        className="latch-input"
        autoComplete="email"
        value={email}
        aria-invalid={invalid}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {invalid ? (
        <p id={problemId} className="latch-error" role="alert">
          {connectionErrorMessages.INVALID_EMAIL}
        </p>
      ) : null}
      {checked && !invalid ? (
        <p className="latch-error" role="alert">
          {t('updateEmail.unavailable')}
        </p>
      ) : null}
      <button type="submit" className="latch-button latch-button--primary" disabled={!value}>
        {t('updateEmail.submit')}
      </button>
    </form>
  )
}
