import type { AlertCode } from '@latch/core'
import type {
  adapterErrorMessages,
  caip122ErrorMessages,
  caipErrorMessages,
  configErrorMessages,
  connectionErrorMessages,
  frameErrorMessages,
  httpErrorMessages,
  internalErrorMessages,
  nameErrorMessages,
  sendErrorMessages,
  serverSiwxErrorMessages,
  serviceErrorMessages,
  siwxErrorMessages,
  snackbars,
  swapErrorMessages,
  walletRequestErrorMessages,
} from '@latch/core/errors'

type TextsOf<Catalogue> = Catalogue[keyof Catalogue]

/**
 * The English texts of core's catalogues (SPEC.md §8: errors and snackbars), each the key of
 * its translation: an error carries its English template (`messageTemplate`), so one table
 * serves every domain and every subclass. Types only: no catalogue is loaded for them.
 */
export type CatalogueText =
  | TextsOf<typeof adapterErrorMessages>
  | TextsOf<typeof caip122ErrorMessages>
  | TextsOf<typeof caipErrorMessages>
  | TextsOf<typeof configErrorMessages>
  | TextsOf<typeof connectionErrorMessages>
  | TextsOf<typeof frameErrorMessages>
  | TextsOf<typeof httpErrorMessages>
  | TextsOf<typeof internalErrorMessages>
  | TextsOf<typeof nameErrorMessages>
  | TextsOf<typeof sendErrorMessages>
  | TextsOf<typeof serverSiwxErrorMessages>
  | TextsOf<typeof serviceErrorMessages>
  | TextsOf<typeof siwxErrorMessages>
  | TextsOf<typeof swapErrorMessages>
  | TextsOf<typeof walletRequestErrorMessages>
  | (typeof snackbars)[keyof typeof snackbars]['message']

/**
 * One locale's texts of core's catalogues: each error and snackbar text by its English text,
 * with the same `{placeholders}`, and each alert's two texts by its code (`{features}` kept).
 * English has none: core's texts are English.
 */
export type ErrorTranslation = {
  readonly texts: { readonly [Text in CatalogueText]: string }
  readonly alerts: {
    readonly [Code in AlertCode]: { readonly shortMessage: string; readonly longMessage: string }
  }
}
