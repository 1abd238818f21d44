import { en, type MessageKey, type Messages } from './en.js'
import { formatMessage, type ValuesOf } from './formatMessage.js'

/** A message's values: required exactly when the message has placeholders. */
export type MessageValues<Key extends MessageKey> = ValuesOf<Messages[Key]>

/**
 * The English text of `key`, with its `{placeholders}` filled from `values`.
 *
 * @example
 * t('connecting.continueIn', { wallet: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function t<Key extends MessageKey>(key: Key, ...[values]: MessageValues<Key>): string {
  return formatMessage(en[key], values)
}
