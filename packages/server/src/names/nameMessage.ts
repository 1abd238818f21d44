import { isSafeImageUrl, isValidName } from '@latch/core/internal'
import * as z from 'zod'

/** The most attributes a name carries, and their sizes. */
const nameAttributeLimits = { count: 10, keyLength: 32, valueLength: 512 } as const

/**
 * The attributes of a registration: short text values by key; `avatar`, when present, an
 * https (or `data:image/…`) image URL, as the modal shows it.
 */
const nameAttributesSchema = z
  .record(
    z
      .string()
      .regex(
        new RegExp(`^[a-zA-Z][\\w.-]{0,${nameAttributeLimits.keyLength - 1}}$`),
        'must be attribute names',
      ),
    z.string().max(nameAttributeLimits.valueLength),
  )
  .refine(
    (attributes) => Object.keys(attributes).length <= nameAttributeLimits.count,
    `at most ${nameAttributeLimits.count} attributes`,
  )
  .refine(
    (attributes) => attributes.avatar === undefined || isSafeImageUrl(attributes.avatar),
    'avatar must be an https or data:image URL',
  )

/** The label of a name: `ada` of `ada` or `ada.latch` (the zone's suffix taken off). */
function nameLabel(name: string, zone: string): string {
  const lower = name.toLowerCase()
  return lower.endsWith(`.${zone}`) ? lower.slice(0, -(zone.length + 1)) : lower
}

/** A name as given or with the zone's suffix, validated with core's `isValidName`. */
export function nameSchema(zone: string) {
  return z
    .string()
    .max(64)
    .transform((name) => nameLabel(name, zone))
    .refine(
      (label) => isValidName(label),
      `must be letters, digits and hyphens, at least 4 (optionally ending in .${zone})`,
    )
}

/**
 * The signed registration message, as `@latch/core`'s `registrationMessage` writes it:
 * `{"name":"ada","attributes":{},"timestamp":1700000000}` (timestamp in Unix seconds).
 */
export function registrationMessageSchema(zone: string) {
  return z.object({
    name: nameSchema(zone),
    attributes: nameAttributesSchema.default({}),
    timestamp: z.int().min(0),
  })
}
