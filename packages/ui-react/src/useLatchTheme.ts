import { useLatchContext } from './LatchContext.js'
import type { LatchTheme } from './theme.js'

/** The theme of the nearest `<LatchProvider>`. */
export function useLatchTheme(): LatchTheme {
  return useLatchContext().theme
}
