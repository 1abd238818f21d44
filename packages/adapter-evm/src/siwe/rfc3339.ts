// RFC 3339 §5.6 `date-time`, the format of EIP-4361's Issued At, Expiration Time and Not
// Before. `Date.parse` is not used: it accepts many other formats and rolls over impossible
// dates such as February 31st.

// ABNF string literals are case-insensitive, so "t" and "z" are allowed (RFC 3339 §5.6 note).
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

const MINUTE_MS = 60_000

export type DateTimeCheck =
  | { valid: true /** Milliseconds since the Unix epoch. */; epochMs: number }
  | {
      valid: false /** `syntax`: not a date-time; `value`: a date or time that cannot exist. */
      reason: 'syntax' | 'value'
    }

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Checks an RFC 3339 date-time and converts it to epoch milliseconds. Tells a malformed text
 * (`syntax`) apart from one that names an impossible moment (`value`, such as month 13).
 *
 * @example
 * checkDateTime('2021-09-30T16:25:24.000Z') // { valid: true, epochMs: 1633019124000 }
 * checkDateTime('2022-02-31T00:00:00Z') // { valid: false, reason: 'value' }
 * checkDateTime('yesterday') // { valid: false, reason: 'syntax' }
 */
export function checkDateTime(value: string): DateTimeCheck {
  const match = dateTimePattern.exec(value)
  if (!match) return { valid: false, reason: 'syntax' }
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const fraction = match[7] ?? ''
  const offsetSign = match[9] === '-' ? -1 : 1
  const offsetHours = match[9] ? Number(match[10]) : 0
  const offsetMinutes = match[9] ? Number(match[11]) : 0

  if (month < 1 || month > 12) return { valid: false, reason: 'value' }
  if (day < 1 || day > daysInMonth(year, month)) return { valid: false, reason: 'value' }
  if (hour > 23 || minute > 59 || second > 60) return { valid: false, reason: 'value' }
  if (offsetHours > 23 || offsetMinutes > 59) return { valid: false, reason: 'value' }

  const offsetMs = offsetSign * (offsetHours * 60 + offsetMinutes) * MINUTE_MS
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, Math.min(second, 59), Number(fraction.slice(0, 3).padEnd(3, '0')))
  const epochMs = date.getTime() - offsetMs

  if (second === 60) {
    // A leap second exists only as 23:59:60 UTC (RFC 3339 §5.7).
    const utc = new Date(epochMs)
    if (utc.getUTCHours() !== 23 || utc.getUTCMinutes() !== 59) {
      return { valid: false, reason: 'value' }
    }
    return { valid: true, epochMs: epochMs + 1_000 }
  }
  return { valid: true, epochMs }
}
