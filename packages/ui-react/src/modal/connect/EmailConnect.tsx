import { connectionErrorMessages, isEmail } from '@latch/core'
import { useId, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useAuthThemeSync } from '../useAuthThemeSync.js'

/**
 * The email field of the Connect view: a valid address (core's rule) starts the login and
 * shows EmailLogin, which follows it.
 */
export function EmailConnect() {
  const client = useLatch()
  useAuthThemeSync()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const inputId = useId()
  const errorId = useId()
  return (
    <form
      className="latch-email-connect"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const address = email.trim()
        if (!isEmail(address)) {
          setInvalid(true)
          return
        }
        setInvalid(false)
        // A failure stays in `state.emailLogin.error`, which EmailLogin shows.
        client.email.submit(address).catch(() => {})
        client.route({
          type: 'router.push',
          view: 'EmailLogin',
          data: { email: address },
        })
      }}
    >
      <label className="latch-label" htmlFor={inputId}>
        {t('email.label')}
      </label>
      <div className="latch-input-row">
        <input
          id={inputId}
          type="email"
          className="latch-input"
          autoComplete="email"
          placeholder={t('email.placeholder')}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="latch-button latch-button--primary latch-button--inline">
          {t('email.continue')}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="latch-error" role="alert">
          {connectionErrorMessages.INVALID_EMAIL}
        </p>
      ) : null}
    </form>
  )
}
