import { DEFAULT_THEME_MODE } from '@latch/core/constants'

export type ThemeMode = 'light' | 'dark'

/** What a site owner may change of the modal's look. */
export type ThemeVariables = {
  /** Colour of primary buttons and links, any CSS colour. */
  accent?: string
  fontFamily?: string
  /** Base size from which all font sizes derive, such as `10px`. */
  fontSizeMaster?: string
  /** Base radius from which all radii derive, such as `4px`. */
  borderRadiusMaster?: string
  zIndex?: number
}

/** The look of the modal: a mode (the visitor's system preference when absent) and tokens. */
export type LatchTheme = { mode?: ThemeMode; variables?: ThemeVariables }

/**
 * The mode in force: the site owner's, else the visitor's system preference, else dark.
 *
 * @example
 * resolveThemeMode(undefined, false) // 'light'
 */
export function resolveThemeMode(
  mode: ThemeMode | undefined,
  systemPrefersDark: boolean | undefined,
): ThemeMode {
  if (mode) return mode
  if (systemPrefersDark === undefined) return DEFAULT_THEME_MODE
  return systemPrefersDark ? 'dark' : 'light'
}

// A value ends up inside a style attribute: refuse anything that could close the
// declaration or pull in a resource.
function isSafeCssValue(value: string): boolean {
  return !/[;{}<>\\]|url\(|expression\(|@import/i.test(value)
}

/** `--latch-*` custom properties and their values. */
export type CssVariables = Record<`--latch-${string}`, string>

/**
 * Only the variables a site owner changed, the safe ones: the modal's stylesheet declares the
 * defaults of `themeToCssVariables` (for `[data-theme]`), so that its shell carries neither
 * them (`themeToCssVariables.ts`) nor a style attribute of a dozen properties.
 *
 * @example
 * themeOverrides({ accent: 'rebeccapurple' }) // { '--latch-accent': 'rebeccapurple' }
 */
export function themeOverrides(variables: ThemeVariables = {}): CssVariables {
  const css: CssVariables = {}
  const overrides: Record<string, string | undefined> = {
    '--latch-accent': variables.accent,
    '--latch-font-family': variables.fontFamily,
    '--latch-font-size-master': variables.fontSizeMaster,
    '--latch-border-radius-master': variables.borderRadiusMaster,
    '--latch-z-index':
      variables.zIndex === undefined ? undefined : String(Math.trunc(variables.zIndex)),
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value !== undefined && isSafeCssValue(value)) css[name as `--latch-${string}`] = value
  }
  return css
}
