import { describe, expect, it } from 'vitest'
import { legalState } from './legalConsent.js'

describe('legalState', () => {
  it('default: with the flag off nothing waits, and no checkbox is shown', () => {
    expect(legalState({ legalCheckbox: false, accepted: false })).toEqual({
      checkbox: false,
      accepted: false,
      connectBlocked: false,
    })
  })

  it('behavior: with the flag on, connecting waits until the visitor accepts', () => {
    const urls = {
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    }
    expect(legalState({ legalCheckbox: true, accepted: false, ...urls })).toEqual({
      checkbox: true,
      accepted: false,
      connectBlocked: true,
      ...urls,
    })
    expect(legalState({ legalCheckbox: true, accepted: true }).connectBlocked).toBe(false)
  })
})
