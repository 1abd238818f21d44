import { route, submitEmail } from '@latch/core'
import { connectionErrorMessages } from '@latch/core/errors'
import { isEmail } from '@latch/core/internal'
import { useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { Field } from '../form/Field.js'
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
        submitEmail(client, { email: address }).catch(() => {})
        route(client, {
          type: 'router.push',
          view: 'EmailLogin',
          data: { email: address },
        })
      }}
    >
      <Field
        label={t('email.label')}
        error={invalid ? connectionErrorMessages.INVALID_EMAIL : undefined}
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
