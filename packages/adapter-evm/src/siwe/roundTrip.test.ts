import fc from 'fast-check'
import { getAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatSiweMessage } from './formatSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { SiweError } from './siweError.js'
import type { SiweMessageFields } from './siweMessageFields.js'

const digits = (length: number, max: number) =>
  fc.integer({ min: 0, max }).map((value) => String(value).padStart(length, '0'))

/** RFC 3339 date-times in all their spellings: fractions, offsets, lower-case letters. */
const dateTime = fc
  .record({
    year: digits(4, 9999),
    month: digits(2, 12).filter((month) => month !== '00'),
    day: digits(2, 28).filter((day) => day !== '00'),
    hour: digits(2, 23),
    minute: digits(2, 59),
    second: digits(2, 59),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
    t: fc.constantFrom('T', 't'),
    offset: fc.oneof(
      fc.constantFrom('Z', 'z'),
      fc
        .tuple(fc.constantFrom('+', '-'), digits(2, 23), digits(2, 59))
        .map(([sign, hours, minutes]) => `${sign}${hours}:${minutes}`),
    ),
  })
  .map(
    (parts) =>
      `${parts.year}-${parts.month}-${parts.day}${parts.t}${parts.hour}:${parts.minute}:` +
      `${parts.second}${parts.fraction === undefined ? '' : `.${parts.fraction}`}${parts.offset}`,
  )

const statementCharacter = fc.constantFrom(
  ...":/?#[]@!$&'()*+,;= abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~",
)
const pchar = fc.oneof(
  fc.constantFrom(..."abcXYZ019-._~!$&'()*+,;=:@"),
  fc.stringMatching(/^%[0-9A-Fa-f]{2}$/),
)
const uri = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['https', 'http'] }),
  fc.constantFrom('uri:', 'urn:isbn:0451450523', 'ipfs://bafybeigdyr', 'https://[2001:db8::7]:80'),
)

const siweFields: fc.Arbitrary<SiweMessageFields> = fc.record(
  {
    scheme: fc.stringMatching(/^[A-Za-z][A-Za-z0-9+.-]{0,9}$/),
    domain: fc.webAuthority({ withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true }),
    address: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => getAddress(toHex(bytes))),
    statement: fc.string({ unit: statementCharacter, maxLength: 80 }),
    uri,
    version: fc.constant('1' as const),
    chainId: fc.maxSafeNat(),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
    issuedAt: dateTime,
    expirationTime: dateTime,
    notBefore: dateTime,
    requestId: fc.string({ unit: pchar, maxLength: 20 }),
    resources: fc.array(uri, { maxLength: 4 }),
  },
  { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
)

describe('format and parse', () => {
  it('behavior: parse(format(fields)) gives the fields back', () => {
    fc.assert(
      fc.property(siweFields, (fields) => {
        expect(parseSiweMessage(formatSiweMessage(fields))).toEqual(fields)
      }),
      { numRuns: 500 },
    )
  })

  it('behavior: format(parse(text)) gives the text back', () => {
    fc.assert(
      fc.property(siweFields, (fields) => {
        const text = formatSiweMessage(fields)
        expect(formatSiweMessage(parseSiweMessage(text))).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  it('behavior: any text either parses or fails with a SiweError', () => {
    const mutated = fc
      .tuple(siweFields, fc.nat(), fc.string({ minLength: 0, maxLength: 3 }))
      .map(([fields, at, insert]) => {
        const text = formatSiweMessage(fields)
        const index = at % (text.length + 1)
        return text.slice(0, index) + insert + text.slice(index + 1)
      })
    fc.assert(
      fc.property(fc.oneof(fc.string(), mutated), (text) => {
        try {
          parseSiweMessage(text)
        } catch (error) {
          expect(error).toBeInstanceOf(SiweError)
        }
      }),
      { numRuns: 1_000 },
    )
  })
})
