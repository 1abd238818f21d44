import type { ReactNode } from 'react'

// Icons as inline SVG: a font glyph may be missing (headless Chromium draws a box for some),
// an SVG always renders, and takes the text colour. Every icon is decorative: the control
// that holds it carries the label. The shell's own icons are here, the views' in
// `viewIcons.tsx`, so that the shell's chunk carries only its own.

/** The frame every icon shares: its size and strokes are the stylesheet's (`.latch-icon`). */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="latch-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M15 18l-6-6 6-6" />
    </Icon>
  )
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  )
}

export function GridIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </Icon>
  )
}
