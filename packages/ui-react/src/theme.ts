import {
  DEFAULT_BORDER_RADIUS_PX,
  DEFAULT_FONT_SIZE_PX,
  DEFAULT_THEME_MODE,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
} from '@latch/core'

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

const palettes: Record<ThemeMode, Record<string, string>> = {
  dark: { background: '#141414', foreground: '#f3f3f3', muted: '#9a9a9a', surface: '#202020' },
  light: { background: '#ffffff', foreground: '#141414', muted: '#6b6b6b', surface: '#f3f3f3' },
}

// A value ends up inside a style attribute: refuse anything that could close the
// declaration or pull in a resource.
function isSafeCssValue(value: string): boolean {
  return !/[;{}<>\\]|url\(|expression\(|@import/i.test(value)
}

type CssVariables = Record<`--latch-${string}`, string>

/**
 * The CSS custom properties (`--latch-*`) of a theme. Unsafe values are left out and the
 * default stays in force.
 *
 * @example
 * themeToCssVariables('dark', { accent: '#3b82f6' })['--latch-accent'] // '#3b82f6'
 */
export function themeToCssVariables(mode: ThemeMode, variables: ThemeVariables = {}): CssVariables {
  const css: CssVariables = {
    '--latch-modal-width': `${MODAL_WIDTH_PX}px`,
    '--latch-z-index': String(MODAL_Z_INDEX),
    '--latch-font-size-master': `${DEFAULT_FONT_SIZE_PX}px`,
    '--latch-border-radius-master': `${DEFAULT_BORDER_RADIUS_PX}px`,
    '--latch-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '--latch-accent': '#3b82f6',
  }
  for (const [name, value] of Object.entries(palettes[mode])) css[`--latch-color-${name}`] = value
  return { ...css, ...themeOverrides(variables) }
}

/**
 * Only the variables a site owner changed, the safe ones: the modal's stylesheet declares the
 * defaults of `themeToCssVariables` (for `[data-theme]`), so that its shell carries neither
 * them nor a style attribute of a dozen properties.
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
