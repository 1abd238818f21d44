/** The `{placeholder}` names of a message, as a union. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The values of a message's text: required exactly when the text has placeholders. */
export type ValuesOf<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [values: Record<Placeholders<Text>, string | number>]

/** `text` with its `{placeholders}` filled from `values`; unknown names stay as written. */
export function formatMessage(text: string, values?: Record<string, string | number>): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
