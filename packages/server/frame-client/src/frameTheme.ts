import type { AppEventPayload } from '@latch/frame-protocol'

/** The part of `document.documentElement` the theme uses. */
export type ThemeRoot = {
  setAttribute(name: string, value: string): void
  style: { setProperty(name: string, value: string): void }
}

// Only the modal's own variables, with values that cannot load anything or end the
// declaration: a page cannot use the theme to restyle the frame beyond its colours and sizes.
const variableName = /^--latch-[a-z0-9-]{1,64}$/
const safeValue = /^[\w\s#%.,()+\-*/"']{0,200}$/

/**
 * Applies the modal's theme (APP_SYNC_THEME) to the frame's page: its mode on `data-theme` and
 * its `--latch-*` variables, so that the approval card looks like the modal around it.
 */
export function applyFrameTheme(root: ThemeRoot, theme: AppEventPayload<'APP_SYNC_THEME'>): void {
  if (theme.themeMode) root.setAttribute('data-theme', theme.themeMode)
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    const text = String(value)
    if (variableName.test(name) && safeValue.test(text) && !/url\s*\(/i.test(text)) {
      root.style.setProperty(name, text)
    }
  }
}
