import type { MessageKey } from './en.js'
import type { ErrorTranslation } from './errorTranslation.js'

/**
 * One locale's texts: every key of the English catalogue (`en.ts`), each with the same
 * `{placeholders}` as the English text (checked by `locales.test.ts`). A locale module
 * (`locales/<locale>.ts`) exports one as `messages`; it loads only where that locale is used.
 */
export type Translation = { readonly [Key in MessageKey]: string }

/** What a locale's module gives: the UI's texts and core's (errors, alerts, snackbars). */
export type LocaleTexts = { messages: Translation; errors: ErrorTranslation }
