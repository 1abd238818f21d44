import type { Locale } from './locales.js'

// Apart from the list of locales: the page's components read a direction before any locale's
// code has loaded, and carry only this.
const rightToLeft: readonly Locale[] = ['ar', 'he']

/** The direction the locale's text runs in, for the modal's and the button's `dir`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.includes(locale) ? 'rtl' : 'ltr'
}
