import {
  ANIMATION_MODAL_MS,
  ANIMATION_VIEW_IN_MS,
  DEFAULT_BORDER_RADIUS_PX,
  DEFAULT_FONT_SIZE_PX,
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  SNACKBAR_SWAP_MS,
} from '@latch/core/constants'
import { type CssVariables, type ThemeMode, type ThemeVariables, themeOverrides } from './theme.js'

const palettes: Record<ThemeMode, Record<string, string>> = {
  dark: { background: '#141414', foreground: '#f3f3f3', muted: '#9a9a9a', surface: '#202020' },
  light: { background: '#ffffff', foreground: '#141414', muted: '#6b6b6b', surface: '#f3f3f3' },
}

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
    // The stylesheet's animations last as long as core times them (SPEC.md §2, §9).
    '--latch-modal-duration': `${ANIMATION_MODAL_MS}ms`,
    '--latch-view-in-duration': `${ANIMATION_VIEW_IN_MS}ms`,
    '--latch-snackbar-duration': `${SNACKBAR_SWAP_MS}ms`,
    '--latch-shake-duration': `${MODAL_SHAKE_MS}ms`,
  }
  for (const [name, value] of Object.entries(palettes[mode])) css[`--latch-color-${name}`] = value
  return { ...css, ...themeOverrides(variables) }
}
