import type { LatchClient } from '../client/latchClient.js'

export type AcceptLegalTermsParameters = {
  /** Whether the visitor accepts the site's terms of service and privacy policy. */
  accepted: boolean
}

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type AcceptLegalTermsReturnType = void

/** None: it only records the visitor's answer. */
export type AcceptLegalTermsErrorType = never

/**
 * Records the visitor's answer to the Connect view's consent checkbox (SPEC.md §6
 * `legalCheckbox`): while the site asks for consent and the visitor has not given it,
 * `state.legal.connectBlocked` holds wallets, email and socials back. The answer lasts for
 * this page's visit.
 *
 * @example
 * acceptLegalTerms(latch, { accepted: true })
 * latch.getState().legal.connectBlocked // false
 */
export function acceptLegalTerms(
  latch: LatchClient,
  { accepted }: AcceptLegalTermsParameters,
): AcceptLegalTermsReturnType {
  latch._internal.acceptLegalTerms(accepted)
}
