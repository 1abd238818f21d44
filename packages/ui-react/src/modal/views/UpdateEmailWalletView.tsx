import {
  route,
  type UpdateEmailAction,
  updateEmail,
  waitForUpdateEmailPrimaryCode,
  waitForUpdateEmailSecondaryCode,
} from '@latch/core'
import { connectionErrorMessages } from '@latch/core/errors'
import { truncateEmail } from '@latch/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { Field } from '../form/Field.js'
import { SecureFrameArea } from '../SecureFrameArea.js'
import { useRouteData } from '../useRouteData.js'

/**
 * Where the change stands: the new address to enter, then the code sent to the current
 * address (primary) and the one sent to the new address (secondary), as the secure frame asks.
 */
type Step =
  | { name: 'email' }
  | { name: 'primary' | 'secondary'; email: string }
  | { name: 'done'; email: string }

const codeStep = (action: UpdateEmailAction, email: string): Step => ({
  name: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary',
  email,
})

function asError(cause: unknown): Error {
  return cause instanceof Error ? cause : new Error(String(cause))
}

/**
 * A code step: the secure frame over the area, where the visitor types the code (the frame
 * says when one is wrong); `wait` resolves once it verified one. What ends the code (expired,
 * no tries left) is said here, with a way to start again.
 */
function CodeStep({
  prompt,
  wait,
  onVerified,
  onStartAgain,
}: {
  prompt: string
  wait: () => Promise<Step>
  onVerified: (next: Step) => void
  onStartAgain: () => void
}) {
  const [error, setError] = useState<Error | undefined>(undefined)
  useEffect(() => {
    let current = true
    wait().then(
      (next) => {
        if (current) onVerified(next)
      },
      (cause: unknown) => {
        if (current) setError(asError(cause))
      },
    )
    return () => {
      current = false
    }
  }, [wait, onVerified])
  if (error) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {error.message}
        </p>
        <button type="button" className="latch-button" onClick={onStartAgain}>
          {t('updateEmail.startAgain')}
        </button>
      </div>
    )
  }
  return (
    <div className="latch-panel">
      <p>{prompt}</p>
      <SecureFrameArea label={t('email.codeFrame')} size="code" autoFocus />
    </div>
  )
}

/**
 * Changing the embedded wallet's email (from Account): the new address, checked by core, then
 * the code the frame sent to the current address and the one it sent to the new address, each
 * typed in the secure frame shown over the view (the client's `email.updateEmail` and its two
 * waits). Failures are said in core's and the frame's words.
 */
export function UpdateEmailWalletView() {
  const client = useLatch()
  const stored = useLatchState((state) => state.emailLogin.email)
  const current = useRouteData('UpdateEmailWallet')?.email || stored
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Error | undefined>(undefined)
  const newEmail = step.name === 'email' ? '' : step.email
  // Stable for the step, so that the code step asks the frame once.
  const waitPrimary = useCallback(async (): Promise<Step> => {
    await waitForUpdateEmailPrimaryCode(client)
    return { name: 'secondary', email: newEmail }
  }, [client, newEmail])
  const waitSecondary = useCallback(
    async (): Promise<Step> => ({
      name: 'done',
      email: await waitForUpdateEmailSecondaryCode(client),
    }),
    [client],
  )

  /** Runs one call of the change: busy meanwhile, then its next step or its error. */
  const run = async (call: () => Promise<Step>) => {
    setBusy(true)
    setError(undefined)
    try {
      setStep(await call())
    } catch (cause) {
      setError(asError(cause))
    } finally {
      setBusy(false)
    }
  }

  if (step.name === 'done') {
    return (
      <div className="latch-panel">
        <p role="status">{t('updateEmail.done', { email: truncateEmail(step.email) })}</p>
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => route(client, { type: 'router.back' })}
        >
          {t('updateEmail.back')}
        </button>
      </div>
    )
  }
  if (step.name === 'primary' || step.name === 'secondary') {
    const primary = step.name === 'primary'
    const newEmail = step.email
    return (
      <CodeStep
        // A new step for the second code: the frame asks again.
        key={step.name}
        prompt={
          primary
            ? t('updateEmail.primaryCode', { email: truncateEmail(current) })
            : t('updateEmail.secondaryCode', { email: truncateEmail(newEmail) })
        }
        wait={primary ? waitPrimary : waitSecondary}
        onVerified={setStep}
        onStartAgain={() => setStep({ name: 'email' })}
      />
    )
  }

  const value = email.trim()
  const invalid = error?.message === connectionErrorMessages.INVALID_EMAIL
  return (
    <form
      className="latch-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        // Core checks the address ("Invalid email address") before the frame hears of it.
        if (!busy)
          void run(async () => codeStep(await updateEmail(client, { email: value }), value))
      }}
    >
      {current ? (
        <p className="latch-muted">{t('updateEmail.current', { email: truncateEmail(current) })}</p>
      ) : null}
      {/* Only core's "Invalid email address" is about the value; another error is the frame's. */}
      <Field label={t('updateEmail.label')} error={error?.message} invalid={invalid}>
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
