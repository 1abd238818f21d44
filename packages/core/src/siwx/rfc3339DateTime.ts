// RFC 3339 §5.6 `date-time`, the format of CAIP-122's Issued At, Expiration Time and Not Before.
// ABNF string literals are case-insensitive, so "t" and "z" are allowed (RFC 3339 §5.6 note).
const dateTime =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i

/**
 * Epoch ms of an RFC 3339 date-time, `undefined` for a text that is not one (or names a day
 * its month does not have).
 *
 * @example
 * rfc3339Ms('2021-09-30T16:25:24.000Z') // 1633019124000
 * rfc3339Ms('2026-02-30T00:00:00Z') // undefined
 */
export function rfc3339Ms(value: string): number | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? []
  // `Date.parse` rolls 2026-02-30 over to March: the day must exist in its month.
  const realDay =
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDate() === Number(day)
  const ms = dateTime.test(value) && realDay ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? undefined : ms
}
