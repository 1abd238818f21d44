import type { AppEventPayload } from '@latch/frame-protocol'

/** The part of `document.documentElement` the theme uses. */
export type ThemeRoot = {
  setAttribute(name: string, value: string): void
  style: { setProperty(name: string, value: string): void }
}

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function channels(hex: string): [number, number, number] {
  const digits =
    hex.length === 4
      ? [...hex.slice(1)].map((digit) => digit + digit)
      : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)]
  return digits.map((pair) => Number.parseInt(pair, 16)) as [number, number, number]
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** WCAG 2 contrast ratio of two luminances (1 to 21). */
export function contrastRatio(first: number, second: number): number {
  const [light, dark] = first > second ? [first, second] : [second, first]
  return (light + 0.05) / (dark + 0.05)
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/**
 * The Approve button's colours for an accent: the accent darkened by 15% (as the modal's
 * primary button), and white or black text, whichever contrasts more. One of the two always
 * reaches 4.5:1 (WCAG AA), whatever the accent.
 *
 * @example
 * approveColours('#3b82f6') // { background: '#326fd1', text: '#ffffff' }
 */
export function approveColours(accent: string): { background: string; text: string } {
  const background = channels(accent).map((value) => value * 0.85)
  const luminance = relativeLuminance(background.map(Math.round) as [number, number, number])
  const onWhite = contrastRatio(luminance, 1)
  const onBlack = contrastRatio(luminance, 0)
  return { background: toHex(background), text: onWhite >= onBlack ? '#ffffff' : '#000000' }
}

/**
 * Applies what the page may choose of the frame's look (APP_SYNC_THEME): the mode (light or
 * dark) and the accent of the Approve button, a plain `#rgb` / `#rrggbb` colour given as
 * `--latch-accent`. Nothing else: the card's facts are drawn in the frame's own fixed colours,
 * contrast-checked in both modes, so a page cannot make them unreadable (foreground on an equal
 * background), shrink them or hide them.
 */
export function applyFrameTheme(root: ThemeRoot, theme: AppEventPayload<'APP_SYNC_THEME'>): void {
  if (theme.themeMode === 'light' || theme.themeMode === 'dark') {
    root.setAttribute('data-theme', theme.themeMode)
  }
  const accent = (theme.themeVariables as Record<string, unknown> | undefined)?.['--latch-accent']
  if (typeof accent === 'string' && hexColour.test(accent.trim())) {
    const { background, text } = approveColours(accent.trim())
    root.style.setProperty('--latch-approve-background', background)
    root.style.setProperty('--latch-approve-text', text)
  }
}
