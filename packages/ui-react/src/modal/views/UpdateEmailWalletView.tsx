import { cancelUpdateEmail, route, updateEmail } from '@latch/core'
import { connectionErrorMessages } from '@latch/core/errors'
import { truncateEmail } from '@latch/core/internal'
import { useState } from 'react'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { Field } from '../form/Field.js'
import { SecureFrameArea } from '../SecureFrameArea.js'
import { useRouteData } from '../useRouteData.js'

/**
 * Changing the embedded wallet's email (from Account), rendering core's
 * `state.emailLogin.update`: the new address (checked by core), then the code the frame sent
 * to the current address and the one it sent to the new address, each typed in the secure
 * frame shown over the view. A code that can no longer be used is said in the frame's words,
 * with a way to start again; leaving the view ends the change (core's root).
 */
export function UpdateEmailWalletView() {
  const client = useLatch()
  const stored = useLatchState((state) => state.emailLogin.email)
  const update = useLatchState((state) => state.emailLogin.update, shallowEqual)
  const current = useRouteData('UpdateEmailWallet')?.email || stored
  // What the visitor types, until it is submitted: the machine holds the address from then on.
  const [email, setEmail] = useState('')

  switch (update.step) {
    case 'updated':
      return (
        <div className="latch-panel">
          <p role="status">{t('updateEmail.done', { email: truncateEmail(stored) })}</p>
          <button
            type="button"
            className="latch-button latch-button--primary"
            onClick={() => route(client, { type: 'router.back' })}
          >
            {t('updateEmail.back')}
          </button>
        </div>
      )
    case 'currentEmailCode':
    case 'newEmailCode':
      return (
        <div className="latch-panel">
          <p>
            {update.step === 'currentEmailCode'
              ? t('updateEmail.primaryCode', { email: truncateEmail(current) })
              : t('updateEmail.secondaryCode', { email: truncateEmail(update.email) })}
          </p>
          <SecureFrameArea label={t('email.codeFrame')} size="code" autoFocus />
        </div>
      )
    case 'codeRefused':
      return (
        <div className="latch-panel">
          <p className="latch-error" role="alert">
            {update.error && errorText(update.error)}
          </p>
          <button type="button" className="latch-button" onClick={() => cancelUpdateEmail(client)}>
            {t('updateEmail.startAgain')}
          </button>
        </div>
      )
    case 'idle':
    case 'requesting':
      break
  }

  const busy = update.step === 'requesting'
  const value = email.trim()
  const { error } = update
  return (
    <form
      className="latch-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        // Core checks the address ("Invalid email address") before the frame hears of it; a
        // failure stays in `state.emailLogin.update.error`, shown below.
        if (!busy) updateEmail(client, { email: value }).catch(() => {})
      }}
    >
      {current ? (
        <p className="latch-muted">{t('updateEmail.current', { email: truncateEmail(current) })}</p>
      ) : null}
      {/* Only core's "Invalid email address" is about the value; another error is the frame's. */}
      <Field
        label={t('updateEmail.label')}
        error={error && errorText(error)}
        invalid={error?.message === connectionErrorMessages.INVALID_EMAIL}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            className="latch-input"
            autoComplete="email"
            value={email}
            readOnly={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      {busy ? (
        <p className="latch-status" role="status">
          <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
          {t('updateEmail.sending')}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button latch-button--primary"
        disabled={!value || busy}
      >
        {t('updateEmail.submit')}
      </button>
    </form>
  )
}
