import { isolated, localized } from './activeLocale.js'
import { formatMessage, type ValuesOf } from './formatMessage.js'
import { type ShellMessageKey, shellMessages } from './shellMessages.js'

/**
 * `t` of the modal's shell (its frame and the Connect view): the same call as the modal's
 * `t` (`translate.ts`), limited to the texts of `shellMessages.ts`, so that the shell's chunk
 * does not carry the whole catalogue.
 *
 * @example
 * t('connect.allWallets') // 'All wallets'
 */
export function t<Key extends ShellMessageKey>(
  key: Key,
  ...[values]: ValuesOf<(typeof shellMessages)[Key]>
): string {
  return formatMessage(localized(key, shellMessages[key]), isolated(values))
}
