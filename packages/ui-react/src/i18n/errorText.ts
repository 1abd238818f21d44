import { BaseError } from '@latch/core'
import { isolated, localizedCatalogueText } from './activeLocale.js'
import { formatMessage } from './formatMessage.js'

/**
 * What the visitor reads of `error`: its catalogue text (SPEC.md §8) in the locale in use, with
 * its values; else its message as it is (English, or a text a wallet or a service gave).
 *
 * @example
 * errorText(new ConnectionError('CONNECTION_REJECTED')) // 'Connexion refusée' in French
 */
export function errorText(error: { readonly message: string }): string {
  if (error instanceof BaseError && error.messageTemplate) {
    const text = localizedCatalogueText(error.messageTemplate)
    if (text) return formatMessage(text, isolated(error.values))
  }
  return error.message
}
