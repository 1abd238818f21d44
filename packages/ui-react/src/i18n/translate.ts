import { isolated, localized } from './activeLocale.js'
import { en, type MessageKey, type Messages } from './en.js'
import { formatMessage, type ValuesOf } from './formatMessage.js'

/** A message's values: required exactly when the message has placeholders. */
export type MessageValues<Key extends MessageKey> = ValuesOf<Messages[Key]>

/**
 * The text of `key` in the locale in use (English until another has loaded), with its
 * `{placeholders}` filled from `values`.
 *
 * @example
 * t('connecting.continueIn', { wallet: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function t<Key extends MessageKey>(key: Key, ...[values]: MessageValues<Key>): string {
  return formatMessage(localized(key, en[key]), isolated(values))
}
