import { interpolate } from '@latch/core/internal'

/** The `{placeholder}` names of a message, as a union. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The values of a message's text: required exactly when the text has placeholders. */
export type ValuesOf<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [values: Record<Placeholders<Text>, string | number>]

/**
 * `text` with its `{placeholders}` filled from `values`; unknown names stay as written. Core's
 * error texts are filled the same way, by the same function: it is on the page before the first
 * click anyway, so the UI keeps no copy of its own.
 */
export const formatMessage: (text: string, values?: Record<string, string | number>) => string =
  interpolate
