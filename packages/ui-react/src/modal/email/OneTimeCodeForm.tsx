import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { t } from '../../i18n/translate.js'

/** The secure frame's one-time codes are six digits. */
export const ONE_TIME_CODE_LENGTH = 6

export type OneTimeCodeFormProps = {
  /** Says where the code was sent; the field's description. */
  prompt: string
  /** The code is being checked: the field is read-only and `checkingText` says so. */
  checking: boolean
  checkingText: string
  /** Why the last code failed (core's or the frame's words); the field is cleared for another. */
  error: Error | undefined
  onSubmit: (code: string) => void
  /** The form's other actions (Resend). */
  children?: ReactNode
}

/**
 * The field of a one-time code: digits only (spaces and dashes of a pasted code dropped), sent
 * as soon as all six are there, as an autofilled or pasted code expects, or with Verify. It
 * takes focus when it shows, and again, emptied, after a failed code.
 */
export function OneTimeCodeForm({
  prompt,
  checking,
  checkingText,
  error,
  onSubmit,
  children,
}: OneTimeCodeFormProps) {
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const codeId = useId()
  const promptId = useId()
  const errorId = useId()
  useEffect(() => input.current?.focus(), [])
  useEffect(() => {
    if (!error) return
    setCode('')
    input.current?.focus()
  }, [error])
  const submit = (value: string) => {
    if (!checking && value.length === ONE_TIME_CODE_LENGTH) onSubmit(value)
  }
  const shownError = checking ? undefined : error
  return (
    <form
      className="latch-form"
      noValidate
      aria-busy={checking}
      onSubmit={(event) => {
        event.preventDefault()
        submit(code)
      }}
    >
      <p id={promptId}>{prompt}</p>
      <label className="latch-label" htmlFor={codeId}>
        {t('email.code')}
      </label>
      <input
        ref={input}
        id={codeId}
        className="latch-input latch-input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={code}
        readOnly={checking}
        aria-invalid={shownError !== undefined}
        aria-describedby={shownError ? `${promptId} ${errorId}` : promptId}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH)
          setCode(digits)
          if (digits !== code) submit(digits)
        }}
      />
      {shownError ? (
        <p id={errorId} className="latch-error" role="alert">
          {shownError.message}
        </p>
      ) : null}
      {checking ? (
        <p className="latch-status" role="status">
          <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
          {checkingText}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button latch-button--primary"
        disabled={checking || code.length !== ONE_TIME_CODE_LENGTH}
      >
        {t('email.verify')}
      </button>
      {children}
    </form>
  )
}
