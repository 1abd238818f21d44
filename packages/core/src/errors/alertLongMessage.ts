import { interpolate } from './base.js'

/**
 * An alert's long text from its catalogue text (in any language) and its values: `{features}`
 * filled, and the server-error alert's cause after it (SPEC.md §8). One function for core's
 * English and a UI's translation, so that both say the same.
 *
 * @example
 * alertLongMessage('Failed to get the app configuration.', { cause: 'timeout' })
 * // 'Failed to get the app configuration. (timeout)'
 */
export function alertLongMessage(
  template: string,
  values: { readonly features?: string; readonly cause?: string } = {},
): string {
  const text = interpolate(template, { features: values.features ?? '' })
  return values.cause ? `${text} (${values.cause})` : text
}
