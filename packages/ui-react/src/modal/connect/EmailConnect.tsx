import { submitEmail } from '@latch/core'
import { connectionErrorMessages } from '@latch/core/errors'
import { useState } from 'react'
import { catalogueText } from '../../i18n/activeLocale.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { Field } from '../form/Field.js'
import { useAuthThemeSync } from '../useAuthThemeSync.js'

/**
 * The email field of the Connect view: core checks the address and, when valid, starts the
 * login and shows EmailLogin, which follows it; an invalid one is said here.
 */
export function EmailConnect() {
  const client = useLatch()
  useAuthThemeSync()
  // What the visitor types, until it is submitted: the login holds the address from then on.
  const [email, setEmail] = useState('')
  // Said once this field submitted it (a previous visit's error is not this field's).
  const [submitted, setSubmitted] = useState(false)
  const invalid = useLatchState(
    (state) =>
      state.emailLogin.step === 'idle' &&
      state.emailLogin.error?.message === connectionErrorMessages.INVALID_EMAIL,
  )
  return (
    <form
      className="latch-email-connect"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        // Any other failure stays in `state.emailLogin.error`, which EmailLogin shows.
        submitEmail(client, { email }).catch(() => {})
      }}
    >
      <Field
        label={t('email.label')}
        error={
          submitted && invalid ? catalogueText(connectionErrorMessages.INVALID_EMAIL) : undefined
        }
      >
        {(control) => (
          <div className="latch-input-row">
            <input
              {...control}
              type="email"
              className="latch-input"
              autoComplete="email"
              placeholder={t('email.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button
              type="submit"
              className="latch-button latch-button--primary latch-button--inline"
            >
              {t('email.continue')}
            </button>
          </div>
        )}
      </Field>
    </form>
  )
}
