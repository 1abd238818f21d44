import { AVATAR_TINT_COUNT, AVATAR_TINT_STEP } from '../constants/limits.js'

export type Rgb = readonly [red: number, green: number, blue: number]

/**
 * The five colours of an unverified address's avatar: the base colour read from the first
 * six hex characters of the address (after `0x`), then four tints, each 15% nearer white.
 * Characters that are not hex count as 0, so any address (Solana, Bitcoin …) gets colours.
 *
 * @example
 * avatarColors('0xff0000…')[0] // [255, 0, 0]
 * avatarColors('0xff0000…')[1] // [255, 38, 38]
 */
export function avatarColors(address: string): Rgb[] {
  const hex = Array.from(address.toLowerCase().replace(/^0x/, '').slice(0, 6).padEnd(6, '0'))
    .map((character) => (/[0-9a-f]/.test(character) ? character : '0'))
    .join('')
  const base = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16))
  return Array.from({ length: AVATAR_TINT_COUNT }, (_, index) => {
    const tint = AVATAR_TINT_STEP * index
    const [red = 0, green = 0, blue = 0] = base.map((channel) =>
      Math.round(channel + (255 - channel) * tint),
    )
    return [red, green, blue] as const
  })
}

/** A colour as CSS text. */
export function toCssRgb([red, green, blue]: Rgb): string {
  return `rgb(${red}, ${green}, ${blue})`
}
