import messageObjects from '@vectors/siwe/message_objects.json' with { type: 'json' }
import parsingNegativeObjects from '@vectors/siwe/parsing_negative_objects.json' with {
  type: 'json',
}
import parsingPositive from '@vectors/siwe/parsing_positive.json' with { type: 'json' }
import validSpecification from '@vectors/siwe/valid_specification.json' with { type: 'json' }
import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import { formatSiweMessage } from './formatSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { SiweError, type SiweErrorCode } from './siweError.js'
import type { SiweMessageFields } from './siweMessageFields.js'

/** Vectors write an absent optional field as `null`; our fields leave it out. */
function toFields(vector: Record<string, unknown>): SiweMessageFields {
  return Object.fromEntries(
    Object.entries(vector).filter(([, value]) => value !== null),
  ) as SiweMessageFields
}

function formatError(fields: unknown): SiweError {
  try {
    formatSiweMessage(fields as SiweMessageFields)
  } catch (error) {
    if (error instanceof SiweError) return error
    throw error
  }
  throw new Error('the fields formatted')
}

const fields: SiweMessageFields = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'Sign in to Example',
  uri: 'https://example.com',
  version: '1',
  chainId: 1,
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
}

const negativeObjectErrors: Record<
  keyof typeof parsingNegativeObjects,
  { code: SiweErrorCode; field: string }
> = {
  'missing domain': { code: 'MISSING_FIELD', field: 'domain' },
  'missing address': { code: 'MISSING_FIELD', field: 'address' },
  'missing uri': { code: 'MISSING_FIELD', field: 'uri' },
  'missing version': { code: 'MISSING_FIELD', field: 'version' },
  'missing chainId': { code: 'MISSING_FIELD', field: 'chainId' },
  'missing nonce': { code: 'MISSING_FIELD', field: 'nonce' },
  'missing issuedAt': { code: 'MISSING_FIELD', field: 'issuedAt' },
  'domain not RFC4501 authority': { code: 'INVALID_DOMAIN', field: 'domain' },
  'address not EIP-55': { code: 'INVALID_ADDRESS', field: 'address' },
  'uri is non-RFC 3986': { code: 'INVALID_URI', field: 'uri' },
  'version not 1': { code: 'INVALID_VERSION', field: 'version' },
  'not a valid chainId': { code: 'INVALID_CHAIN_ID', field: 'chainId' },
  'nonce with less then 8 chars': { code: 'INVALID_NONCE', field: 'nonce' },
  'non-ISO 8601 issuedAt': { code: 'INVALID_DATE_TIME_SYNTAX', field: 'issuedAt' },
  'non-ISO 8601 expirationTime': { code: 'INVALID_DATE_TIME_SYNTAX', field: 'expirationTime' },
  'non-ISO 8601 notBefore': { code: 'INVALID_DATE_TIME_SYNTAX', field: 'notBefore' },
  'first resource not-RFC 3986': { code: 'INVALID_RESOURCE', field: 'resources' },
  'second resource is not-RFC3986': { code: 'INVALID_RESOURCE', field: 'resources' },
}

// The error texts of message_objects.json, as our codes and fields.
const messageObjectErrors: Record<string, { code: SiweErrorCode; field: string }> = {
  'invalid EIP-55 address': { code: 'INVALID_ADDRESS', field: 'address' },
  'invalid resource URI': { code: 'INVALID_RESOURCE', field: 'resources' },
  'invalid issued-at date time syntax': { code: 'INVALID_DATE_TIME_SYNTAX', field: 'issuedAt' },
  'invalid issued-at date time semantics': { code: 'INVALID_DATE_TIME_VALUE', field: 'issuedAt' },
  'invalid expiration-time date time syntax': {
    code: 'INVALID_DATE_TIME_SYNTAX',
    field: 'expirationTime',
  },
  'invalid expiration-time date time semantics': {
    code: 'INVALID_DATE_TIME_VALUE',
    field: 'expirationTime',
  },
  'invalid not-before date time syntax': { code: 'INVALID_DATE_TIME_SYNTAX', field: 'notBefore' },
  'invalid not-before date time semantics': {
    code: 'INVALID_DATE_TIME_VALUE',
    field: 'notBefore',
  },
}

describe('formatSiweMessage', () => {
  it('default', () => {
    expect(formatSiweMessage(fields)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
      ].join('\n'),
    )
  })

  it('parameters: every optional line, in order', () => {
    const text = formatSiweMessage({
      ...fields,
      scheme: 'https',
      expirationTime: '2021-10-30T16:25:24.000Z',
      notBefore: '2021-09-30T17:25:24.000Z',
      requestId: 'abc-1',
      resources: ['ipfs://bafy', 'https://example.com/a'],
    })
    expect(text.split('\n').slice(0, 1)).toEqual([
      'https://example.com wants you to sign in with your Ethereum account:',
    ])
    expect(text.split('\n').slice(-6)).toEqual([
      'Expiration Time: 2021-10-30T16:25:24.000Z',
      'Not Before: 2021-09-30T17:25:24.000Z',
      'Request ID: abc-1',
      'Resources:',
      '- ipfs://bafy',
      '- https://example.com/a',
    ])
  })

  it.each(Object.entries(parsingPositive))('behavior: parsing_positive %s', (_name, vector) => {
    expect(formatSiweMessage(toFields(vector.fields))).toBe(vector.message)
  })

  it.each(Object.entries(parsingPositive))(
    'behavior: the siwe package reads our text of parsing_positive %s',
    (_name, vector) => {
      const text = formatSiweMessage(toFields(vector.fields))
      const reference = new SiweMessage(text)
      expect(reference.address).toBe(vector.fields.address)
      expect(reference.domain).toBe(vector.fields.domain)
      expect(reference.nonce).toBe(vector.fields.nonce)
      expect(reference.prepareMessage()).toBe(text)
    },
  )

  it.each(Object.entries(validSpecification))(
    'behavior: valid_specification %s formats back to its text',
    (_name, vector) => {
      expect(formatSiweMessage(parseSiweMessage(vector.msg))).toBe(vector.msg)
    },
  )

  it.each(Object.entries(parsingNegativeObjects))(
    'behavior: parsing_negative_objects %s',
    (name, vector) => {
      const error = formatError(vector)
      const expected = negativeObjectErrors[name as keyof typeof parsingNegativeObjects]
      expect({ code: error.code, field: error.field }).toEqual(expected)
    },
  )

  it.each(Object.entries(messageObjects))('behavior: message_objects %s', (_name, vector) => {
    if (vector.error === 'none') {
      const text = formatSiweMessage(toFields(vector.msg))
      expect(parseSiweMessage(text)).toEqual(toFields(vector.msg))
      return
    }
    const expected = messageObjectErrors[vector.error]
    expect(expected, vector.error).toBeDefined()
    const error = formatError(vector.msg)
    expect({ code: error.code, field: error.field }).toEqual(expected)
  })

  it('behavior: refuses fields of the wrong type or shape', () => {
    expect(formatError(null).code).toBe('INVALID_MESSAGE')
    expect(formatError({ ...fields, chainId: '1' }).code).toBe('INVALID_CHAIN_ID')
    expect(formatError({ ...fields, chainId: 1.5 }).code).toBe('INVALID_CHAIN_ID')
    expect(formatError({ ...fields, chainId: -1 }).code).toBe('INVALID_CHAIN_ID')
    expect(formatError({ ...fields, nonce: 12345678 }).code).toBe('INVALID_MESSAGE')
    expect(formatError({ ...fields, statement: 'two\nlines' }).code).toBe('INVALID_STATEMENT')
    expect(formatError({ ...fields, scheme: 'ht tps' }).code).toBe('INVALID_SCHEME')
    expect(formatError({ ...fields, domain: '' }).code).toBe('INVALID_DOMAIN')
    expect(formatError({ ...fields, domain: 'example.com/path' }).code).toBe('INVALID_DOMAIN')
    expect(formatError({ ...fields, requestId: 'a b' }).code).toBe('INVALID_REQUEST_ID')
    expect(formatError({ ...fields, resources: 'https://a.example' }).code).toBe('INVALID_RESOURCE')
    expect(formatError({ ...fields, resources: [1] }).code).toBe('INVALID_RESOURCE')
    expect(formatError({ ...fields, address: fields.address.toLowerCase() }).code).toBe(
      'INVALID_ADDRESS',
    )
  })
})
