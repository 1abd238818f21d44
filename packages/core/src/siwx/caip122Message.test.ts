import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { refusal, toyCaip122Profile, toyFields } from '../testing/toyCaip122Profile.js'
import { Caip122Error } from './caip122Error.js'
import type { Caip122Fields } from './caip122Fields.js'
import { formatCaip122Message, parseCaip122Message } from './caip122Message.js'
import type { Caip122Profile } from './caip122Profile.js'

const format = (fields: Caip122Fields) => formatCaip122Message(fields, toyCaip122Profile)
const parse = (text: string) => parseCaip122Message(text, toyCaip122Profile)

describe('formatCaip122Message', () => {
  it('default: every field in the profile order, the account named in the first line', () => {
    const text = format(toyFields)
    expect(text).toBe(
      [
        'example.com wants you to sign in with your Toy account:',
        'toy7',
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: main',
        'Nonce: n0nce1234',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-03T03:04:05Z',
        'Not Before: 2026-01-02T03:04:05Z',
        'Request ID: request-7',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        '- https://example.com/a',
      ].join('\n'),
    )
    expect(parse(text)).toEqual(toyFields)
  })

  it('behavior: no statement, no optional fields', () => {
    const minimal = { ...toyFields }
    for (const key of [
      'statement',
      'expirationTime',
      'notBefore',
      'requestId',
      'resources',
    ] as const)
      delete minimal[key]
    const text = format(minimal)
    expect(text.split('\n').slice(0, 4)).toEqual([
      'example.com wants you to sign in with your Toy account:',
      'toy7',
      '',
      'URI: https://example.com/login',
    ])
    expect(parse(text)).toEqual(minimal)
  })

  it.each([
    ['domain', { domain: 'evil.com/path' }],
    ['domain', { domain: 'user@example.com' }],
    ['address', { address: 'toy' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: '' }],
    ['URI', { uri: 'not a uri' }],
    ['URI', { uri: 'https://example.com/a b' }],
    ['version', { version: '2' }],
    ['chain ID', { chainId: 'polkadot:main' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'n0nce-1234' }],
    ['Issued At time', { issuedAt: 'yesterday' }],
    ['Expiration Time', { expirationTime: '2026-02-30T00:00:00Z' }],
    ['Not Before time', { notBefore: '2026-01-02' }],
    ['request ID', { requestId: 'two words' }],
    ['resource', { resources: ['https://ok.example', 'no good'] }],
  ])('behavior: a bad %s is refused with the profile’s error', (field, override) => {
    expect(refusal(() => format({ ...toyFields, ...override } as Caip122Fields))).toMatchObject({
      name: 'ToySiwxError',
      code: 'INVALID_FIELD',
      field,
      message: `The ${field} of the sign-in message is not valid`,
    })
  })

  it('behavior: the profile’s check of the address on its chain runs once both are valid', () => {
    expect(format({ ...toyFields, address: 'toy10', chainId: 'test' })).toContain('toy10')
    expect(refusal(() => format({ ...toyFields, address: 'toy10' }))).toMatchObject({
      code: 'ADDRESS_NOT_ON_CHAIN',
    })
    // A bad chain ID is said first, then a bad nonce only after the address's chain.
    expect(
      refusal(() => format({ ...toyFields, address: 'toy10', chainId: 'other' })),
    ).toMatchObject({ code: 'INVALID_FIELD', field: 'chain ID' })
    expect(refusal(() => format({ ...toyFields, address: 'toy10', nonce: 'short' }))).toMatchObject(
      { code: 'ADDRESS_NOT_ON_CHAIN' },
    )
  })
})

describe('parseCaip122Message', () => {
  it('behavior: extra, missing or reordered lines are refused, saying where', () => {
    const text = format(toyFields)
    const invalid = {
      name: 'ToySiwxError',
      code: 'INVALID_MESSAGE',
      message: 'The sign-in message does not follow the Toy CAIP-122 format',
    }
    expect(refusal(() => parse(`${text}\nExtra: 1`))).toMatchObject({
      ...invalid,
      details: 'unexpected line 17: Extra: 1',
    })
    expect(refusal(() => parse(text.replace('Nonce: n0nce1234\n', '')))).toMatchObject({
      ...invalid,
      details: 'no Nonce where the profile puts it',
    })
    expect(refusal(() => parse(text.replace('Toy account', 'Solana account')))).toMatchObject({
      ...invalid,
      details: 'the first line is not the sign-in request',
    })
    expect(
      refusal(() => parse('example.com wants you to sign in with your Toy account:')),
    ).toMatchObject({ ...invalid, details: 'no address' })
    expect(refusal(() => parse(text.replace('toy7\n\n', 'toy7\n')))).toMatchObject({
      ...invalid,
      details: 'no empty line after the address',
    })
    expect(
      refusal(() => parse(text.replace('Sign in to Example\n\n', 'Sign in to Example\n'))),
    ).toMatchObject({ ...invalid, details: 'no empty line after the statement' })
    // CAIP-122's example order (Chain ID after Issued At) is not the profiles' order.
    const lines = text.split('\n')
    const chain = lines.splice(7, 1)[0] as string
    lines.splice(9, 0, chain)
    expect(refusal(() => parse(lines.join('\n')))).toMatchObject({
      ...invalid,
      details: 'no Chain ID where the profile puts it',
    })
  })

  it('behavior: the fields of a text in the right layout are checked as format checks them', () => {
    expect(refusal(() => parse(format(toyFields).replace('toy7', 'nobody')))).toMatchObject({
      code: 'INVALID_FIELD',
      field: 'address',
    })
  })

  it('vectors: the CAIP-122 example text, as a profile of its account reads it', () => {
    // The examples put Chain ID after Issued At, so a profile with Solana's account reads the
    // lines up to there and stops where its order wants the Chain ID.
    const solanaLike: Caip122Profile = { ...toyCaip122Profile, account: 'Solana' }
    expect(
      refusal(() => parseCaip122Message(caip122.solana_example_text, solanaLike)),
    ).toMatchObject({ code: 'INVALID_MESSAGE', details: 'no Chain ID where the profile puts it' })
  })

  it('property: every valid message round-trips, and no text throws but the profile’s error', () => {
    const printable = fc.stringMatching(/^[ -~]{1,40}$/)
    const fields = fc.record({
      statement: fc.option(printable, { nil: undefined }),
      nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,20}$/),
      requestId: fc.option(fc.stringMatching(/^[!-~]{0,20}$/), { nil: undefined }),
      resources: fc.option(
        fc.array(
          fc.webUrl().filter((url) => !/\s/.test(url)),
          { maxLength: 3 },
        ),
        { nil: undefined },
      ),
    })
    fc.assert(
      fc.property(fields, (variable) => {
        const candidate = { ...toyFields, ...variable }
        for (const key of Object.keys(variable) as (keyof typeof variable)[]) {
          if (variable[key] === undefined) delete candidate[key]
        }
        // A statement that looks like the URI line is the URI line: not a statement.
        fc.pre(!candidate.statement?.startsWith('URI: '))
        expect(parse(format(candidate))).toEqual(candidate)
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          parse(text)
        } catch (error) {
          expect(error).toBeInstanceOf(Caip122Error)
        }
      }),
    )
  })
})
