import { getAccountData, getNameSuggestions, registerName } from '@latch/core'
import { NAME_MIN_LENGTH } from '@latch/core/constants'
import { nameErrorMessages } from '@latch/core/errors'
import { isValidName } from '@latch/core/internal'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { Field } from '../form/Field.js'
import { useAsyncResult } from '../useAsyncResult.js'
import { onListKeyDown } from '../WalletList.js'

/** Suggestions are asked for once the visitor has stopped typing this long. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

function useDebounced<Value>(value: Value, delayMs: number): Value {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * Choosing a name: letters, digits and hyphens, at least four (core's rule), with the name
 * service's suggestions as the visitor types; submitting registers it through core (the
 * wallet signs), which then shows RegisterAccountNameSuccess or returns here with the error.
 */
export function RegisterAccountNameView() {
  const client = useLatch()
  // Names are registered and suggested by the blockchain service; `accountData` is there
  // exactly when the site configured one.
  const nameService = getAccountData(client) !== undefined
  const registration = useLatchState((state) => state.nameRegistration)
  const [name, setName] = useState('')
  // The registration's code failed to load: no machine runs to hold that failure.
  const [loadError, setLoadError] = useState<Error | undefined>(undefined)
  const typed = name.trim()
  const debounced = useDebounced(typed, NAME_SUGGESTIONS_DEBOUNCE_MS)
  const valid = isValidName(typed)
  const suggestions = useAsyncResult(
    useMemo(
      () =>
        nameService && debounced && isValidName(debounced)
          ? (signal: AbortSignal) => getNameSuggestions(client, { name: debounced, signal: signal })
          : undefined,
      [client, nameService, debounced],
    ),
  )
  const registering = registration.status === 'registering'
  const error = registration.status === 'failed' ? registration.error : loadError

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || !nameService || registering) return
    setLoadError(undefined)
    // The registration's own failure shows in `state.nameRegistration`.
    registerName(client, { name: typed }).catch((cause: unknown) => {
      setLoadError(cause instanceof Error ? cause : new Error(String(cause)))
    })
  }

  return (
    <form className="latch-form" noValidate onSubmit={submit}>
      <Field
        label={t('registerName.label')}
        hint={t('registerName.rule', { min: NAME_MIN_LENGTH })}
        invalid={typed !== '' && !valid}
      >
        {(control) => (
          <input
            {...control}
            className="latch-input"
            autoComplete="off"
            spellCheck={false}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {suggestions.status === 'loading' ? (
        <p role="status" className="latch-muted">
          {t('registerName.suggesting')}
        </p>
      ) : null}
      {suggestions.status === 'error' ? (
        <p className="latch-muted">{nameErrorMessages.FETCH_SUGGESTIONS_FAILED}</p>
      ) : null}
      {suggestions.status === 'success' && suggestions.value.length ? (
        <ul
          className="latch-chips"
          aria-label={t('registerName.suggestions')}
          onKeyDown={onListKeyDown}
        >
          {suggestions.value.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="latch-chip" onClick={() => setName(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="latch-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {nameService ? null : <p className="latch-muted">{t('registerName.unavailable')}</p>}
      {registering ? (
        <p role="status" className="latch-status">
          <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
          {t('registerName.registering')}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button latch-button--primary"
        disabled={!valid || registering || !nameService}
      >
        {t('registerName.submit')}
      </button>
    </form>
  )
}
