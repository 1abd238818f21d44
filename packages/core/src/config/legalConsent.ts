/** The site's legal pages, linked by the Connect view's consent checkbox (SPEC.md §6). */
export type LegalUrls = {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

/** What the Connect view shows of the site's terms, and whether a visitor may connect yet. */
export type LegalState = LegalUrls & {
  /** The site asks visitors to accept its terms before connecting (`legalCheckbox`). */
  checkbox: boolean
  /** The visitor ticked the checkbox (`acceptLegalTerms`). */
  accepted: boolean
  /** Wallets, email and socials wait for the visitor's consent. */
  connectBlocked: boolean
}

export type LegalStateParameters = LegalUrls & { legalCheckbox: boolean; accepted: boolean }

/**
 * The consent gate of SPEC.md §6 `legalCheckbox`: with the flag on, connecting waits until
 * the visitor accepts the site's terms and privacy policy; with it off nothing waits.
 *
 * @example
 * legalState({ legalCheckbox: true, accepted: false }).connectBlocked // true
 */
export function legalState({
  legalCheckbox,
  accepted,
  termsConditionsUrl,
  privacyPolicyUrl,
}: LegalStateParameters): LegalState {
  return {
    checkbox: legalCheckbox,
    accepted,
    connectBlocked: legalCheckbox && !accepted,
    ...(termsConditionsUrl === undefined ? {} : { termsConditionsUrl }),
    ...(privacyPolicyUrl === undefined ? {} : { privacyPolicyUrl }),
  }
}
