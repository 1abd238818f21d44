import { localized } from './activeLocale.js'
import { formatMessage, type ValuesOf } from './formatMessage.js'
import { type PageMessageKey, pageMessages } from './pageMessages.js'

/**
 * `t` of the page's own components (ConnectButton, LatchModal): the same call as the modal's
 * `t` (`translate.ts`), limited to the texts of `pageMessages.ts`, so that the page's first
 * load does not carry the whole catalogue.
 *
 * @example
 * t('button.connect') // 'Connect Wallet'
 */
export function t<Key extends PageMessageKey>(
  key: Key,
  ...[values]: ValuesOf<(typeof pageMessages)[Key]>
): string {
  // Its texts with values are accessible names, read aloud: no isolation to add.
  return formatMessage(localized(key, pageMessages[key]), values)
}
