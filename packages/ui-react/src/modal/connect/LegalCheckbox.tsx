import { acceptLegalTerms } from '@latch/core'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'

/** A page of the site, opened in a new tab; its name alone when the site gave no address. */
function LegalLink({ href, label }: { href: string | undefined; label: string }) {
  if (!href) return <>{label}</>
  return (
    <a className="latch-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
}

/**
 * The consent checkbox of SPEC.md §6 `legalCheckbox`, rendering core's `state.legal`: ticking
 * it is the visitor's answer (`acceptLegalTerms`); core decides what waits for it.
 */
export type LegalCheckboxTexts = {
  /** The sentence, with `{terms}` and `{privacy}` where the links go. */
  sentence: string
  terms: string
  privacy: string
  required: string
}

// The texts come from the Connect view: this part comes with `modalOpenParts`, which uses no
// module of the modal's shell (see there).
export function LegalCheckbox({ hintId, texts }: { hintId: string; texts: LegalCheckboxTexts }) {
  const client = useLatch()
  const legal = useLatchState((state) => state.legal, shallowEqual)
  // The sentence's placeholders become the links, in the order the text puts them.
  const pieces = texts.sentence.split(/(\{terms\}|\{privacy\})/)
  return (
    <div className="latch-legal">
      <label className="latch-legal__label">
        <input
          type="checkbox"
          className="latch-legal__checkbox"
          checked={legal.accepted}
          onChange={(event) => acceptLegalTerms(client, { accepted: event.target.checked })}
        />
        <span>
          {pieces.map((piece) =>
            piece === '{terms}' ? (
              <LegalLink key="terms" href={legal.termsConditionsUrl} label={texts.terms} />
            ) : piece === '{privacy}' ? (
              <LegalLink key="privacy" href={legal.privacyPolicyUrl} label={texts.privacy} />
            ) : (
              piece
            ),
          )}
        </span>
      </label>
      {/* Said when the gate closes or opens, and what the disabled logins point to. */}
      <p id={hintId} className="latch-muted latch-legal__hint" role="status">
        {legal.connectBlocked ? texts.required : ''}
      </p>
    </div>
  )
}
