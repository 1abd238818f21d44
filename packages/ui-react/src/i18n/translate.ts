import { en, type MessageKey, type Messages } from './en.js'

/** The `{placeholder}` names of a message, as a union. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** A message's values: required exactly when the message has placeholders. */
export type MessageValues<Key extends MessageKey> = [Placeholders<Messages[Key]>] extends [never]
  ? []
  : [values: Record<Placeholders<Messages[Key]>, string | number>]

/**
 * The English text of `key`, with its `{placeholders}` filled from `values`.
 *
 * @example
 * t('connecting.continueIn', { wallet: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function t<Key extends MessageKey>(key: Key, ...[values]: MessageValues<Key>): string {
  const text: string = en[key]
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String((values as Record<string, string | number>)[name]) : whole,
  )
}
