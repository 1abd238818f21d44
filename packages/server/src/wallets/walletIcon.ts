import { createHash } from 'node:crypto'

// Wallet, token, currency and network icons are drawn, not downloaded: a rounded square in
// the entry's colour with its initials. Logos belong to their owners.

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}

/** One or two letters that stand for a name: `Coinbase Wallet` → `CW`, `1inch` → `1I`. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const [first = '', second] = words
  const letters = second ? `${first[0]}${second[0]}` : first.slice(0, 2)
  return letters.toUpperCase() || '?'
}

/** Black or white, whichever reads better on the background. */
function textColorOn(background: string): string {
  const value = Number.parseInt(background.slice(1), 16)
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  return 0.299 * red + 0.587 * green + 0.114 * blue > 160 ? '#111111' : '#ffffff'
}

/** A 96×96 SVG icon: the initials of `name` on `color` (`#rrggbb`). */
export function drawIcon(name: string, color: string): string {
  const initials = escapeXml(initialsOf(name))
  const fontSize = initials.length > 1 ? 38 : 48
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"',
    ` role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="96" height="96" rx="24" fill="${color}"/>`,
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle"`,
    ` font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-weight="700"`,
    ` font-size="${fontSize}" fill="${textColorOn(color)}">${initials}</text>`,
    '</svg>',
  ].join('')
}

/** A stable colour for a name, for entries that name none. */
export function colorFor(name: string): string {
  const digest = createHash('sha256').update(name).digest()
  // Mid-saturation hues that keep white text readable.
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  return hslToHex(hue, 0.55, 0.42)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = lightness - chroma / 2
  const sector = Math.floor(hue / 60)
  const [r = 0, g = 0, b = 0] =
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ][sector] ?? []
  const hex = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${hex(r)}${hex(g)}${hex(b)}`
}

/**
 * An icon's id changes when its drawing does, so answers can be cached for good:
 * `metamask-3f2a9c1d`.
 */
export function iconImageId(id: string, name: string, color: string): string {
  const digest = createHash('sha256').update(`${name}\n${color}`).digest('hex')
  return `${id}-${digest.slice(0, 8)}`
}
