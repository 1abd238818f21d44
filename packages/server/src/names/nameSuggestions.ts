import { isValidName } from '@latch/core/internal'

const maxLabelLength = 63

/**
 * The names suggested for `label`, in a fixed order: the label itself, then a few variants,
 * each valid and with the zone's suffix.
 *
 * @example
 * suggestNames('ada', 'latch') // ['ada.latch', 'ada-wallet.latch', …] (when 'ada' were valid)
 */
export function suggestNames(label: string, zone: string): string[] {
  const variants = [
    label,
    `${label}-wallet`,
    `${label}-app`,
    `${label}1`,
    `${label}2`,
    `my-${label}`,
  ]
  return [...new Set(variants)]
    .filter((variant) => variant.length <= maxLabelLength && isValidName(variant))
    .map((variant) => `${variant}.${zone}`)
}
