import invalidResources from '@vectors/siwe/invalid_resources.json' with { type: 'json' }
import invalidUris from '@vectors/siwe/invalid_uris.json' with { type: 'json' }
import parsingNegative from '@vectors/siwe/parsing_negative.json' with { type: 'json' }
import parsingPositive from '@vectors/siwe/parsing_positive.json' with { type: 'json' }
import validResources from '@vectors/siwe/valid_resources.json' with { type: 'json' }
import validSpecification from '@vectors/siwe/valid_specification.json' with { type: 'json' }
import validUris from '@vectors/siwe/valid_uris.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { parseSiweMessage } from './parseSiweMessage.js'
import { SiweError, type SiweErrorCode } from './siweError.js'

/** Vectors write an absent optional field as `null`; our fields leave it out. */
function withoutNulls(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null))
}

function parseError(message: string): SiweError {
  try {
    parseSiweMessage(message)
  } catch (error) {
    if (error instanceof SiweError) return error
    throw error
  }
  throw new Error('the message parsed')
}

// Why each negative vector fails, as our parser reports it.
const negativeCodes: Record<keyof typeof parsingNegative, SiweErrorCode> = {
  'missing domain': 'INVALID_DOMAIN',
  'missing address': 'INVALID_ADDRESS',
  'missing uri': 'MISSING_FIELD',
  'missing version': 'MISSING_FIELD',
  'missing chainId': 'MISSING_FIELD',
  'missing nonce': 'MISSING_FIELD',
  'missing issuedAt': 'MISSING_FIELD',
  'out of order uri': 'MISSING_FIELD',
  'out of order version': 'MISSING_FIELD',
  'out of order chainId': 'MISSING_FIELD',
  'out of order nonce': 'MISSING_FIELD',
  'out of order issuedAt': 'MISSING_FIELD',
  'out of order expirationTime': 'INVALID_MESSAGE',
  'out of order notBefore': 'INVALID_MESSAGE',
  'out of order requestId': 'INVALID_MESSAGE',
  'out of order resources': 'INVALID_MESSAGE',
  'domain not RFC4501 authority': 'INVALID_DOMAIN',
  'address not EIP-55': 'INVALID_ADDRESS',
  'statement has line break': 'INVALID_MESSAGE',
  'uri is non-RFC 3986': 'INVALID_URI',
  'version not 1': 'INVALID_VERSION',
  'not a valid chainId': 'INVALID_CHAIN_ID',
  'nonce with less then 8 chars': 'INVALID_NONCE',
  'non-ISO 8601 issuedAt': 'INVALID_DATE_TIME_SYNTAX',
  'non-ISO 8601 expirationTime': 'INVALID_DATE_TIME_SYNTAX',
  'non-ISO 8601 notBefore': 'INVALID_DATE_TIME_SYNTAX',
  'resources not separated by line break': 'INVALID_RESOURCE',
  'first resource not-RFC 3986': 'INVALID_RESOURCE',
  'second resource is not-RFC3986': 'INVALID_RESOURCE',
}

// RFC 3986's dec-octet has no leading zeros; these vectors (from uri-js) accept them. We
// follow the RFC, as leading zeros are read as octal by some resolvers (RFC 3986 §7.4).
const uriOverrides = new Set([
  'IPv4address leading zeros: uri://[::000.000.010.001]',
  'IPv4address max value: uri://[::001.099.200.255]',
])

const minimal = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  '',
  'URI: https://example.com',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891757',
  'Issued At: 2021-09-30T16:25:24.000Z',
]

describe('parseSiweMessage', () => {
  it('default', () => {
    expect(parseSiweMessage(minimal.join('\n'))).toEqual({
      domain: 'example.com',
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      uri: 'https://example.com',
      version: '1',
      chainId: 1,
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
    })
  })

  it.each(Object.entries(parsingPositive))('behavior: parsing_positive %s', (_name, vector) => {
    const parsed = parseSiweMessage(vector.message)
    expect(parsed).toEqual(withoutNulls(vector.fields))
    // Absent optional fields are left out, not set to undefined.
    for (const key of Object.keys(parsed)) {
      expect(parsed[key as keyof typeof parsed], key).not.toBeUndefined()
    }
  })

  it.each(Object.entries(parsingNegative))('behavior: parsing_negative %s', (name, message) => {
    expect(parseError(message).code).toBe(negativeCodes[name as keyof typeof parsingNegative])
  })

  it.each(Object.entries(validSpecification))(
    'behavior: valid_specification %s',
    (_name, vector) => {
      const parsed = parseSiweMessage(vector.msg)
      for (const [key, expected] of Object.entries(vector.items)) {
        expect(parsed[key as keyof typeof parsed], key).toEqual(expected ?? undefined)
        expect(key in parsed, key).toBe(expected !== null)
      }
    },
  )

  it.each(Object.entries(validResources))('behavior: valid_resources %s', (_name, vector) => {
    expect(parseSiweMessage(vector.msg).resources).toEqual(vector.resources)
  })

  it.each(Object.entries(invalidResources))('behavior: invalid_resources %s', (_name, message) => {
    expect(parseError(message).code).toBe('INVALID_RESOURCE')
  })

  it.each(Object.entries(validUris))('behavior: valid_uris %s', (name, vector) => {
    const uri = vector.msg.split('\n')[4]?.slice('URI: '.length)
    if (uriOverrides.has(name)) {
      expect(parseError(vector.msg).code).toBe('INVALID_URI')
      return
    }
    expect(parseSiweMessage(vector.msg).uri).toBe(uri)
  })

  it.each(Object.entries(invalidUris))('behavior: invalid_uris %s', (_name, message) => {
    expect(parseError(message).code).toBe('INVALID_URI')
  })

  it('behavior: the layout is strict', () => {
    const text = minimal.join('\n')
    // A trailing line break, CRLF line ends and extra lines are not in the grammar.
    expect(parseError(`${text}\n`).code).toBe('INVALID_MESSAGE')
    expect(parseError(minimal.join('\r\n')).code).toBe('INVALID_MESSAGE')
    expect(parseError(`${text}\nRequest ID: a\nRequest ID: b`).code).toBe('INVALID_MESSAGE')
    expect(parseError(`${text}\nResources:\n-https://a.example`).code).toBe('INVALID_MESSAGE')
    expect(parseError(text.replace('Ethereum', 'ethereum')).code).toBe('INVALID_MESSAGE')
    expect(parseError(text.replace('URI: ', 'Uri: ')).code).toBe('INVALID_MESSAGE')
    expect(parseError(text.replace('Version: ', 'version: ')).code).toBe('MISSING_FIELD')
    expect(parseError(text.replace('\n\n\n', '\n\n')).code).toBe('INVALID_MESSAGE')
    expect(parseError('').code).toBe('INVALID_MESSAGE')
  })

  it('behavior: statement characters and scheme', () => {
    const withStatement = (statement: string) =>
      [...minimal.slice(0, 3), statement, ...minimal.slice(3)].join('\n')
    expect(parseSiweMessage(withStatement('Ready? Go!')).statement).toBe('Ready? Go!')
    expect(parseError(withStatement('Café')).code).toBe('INVALID_STATEMENT')
    expect(parseError(withStatement('100%')).code).toBe('INVALID_STATEMENT')
    const schemed = minimal.join('\n').replace('example.com wants', 'https://example.com wants')
    expect(parseSiweMessage(schemed)).toMatchObject({ scheme: 'https', domain: 'example.com' })
    expect(parseError(schemed.replace('https://', '1https://')).code).toBe('INVALID_DOMAIN')
    expect(parseError(schemed.replace('https://', '://')).code).toBe('INVALID_DOMAIN')
  })

  it('behavior: chain ids stay exact', () => {
    const withChainId = (chainId: string) =>
      minimal.join('\n').replace('Chain ID: 1', `Chain ID: ${chainId}`)
    expect(parseSiweMessage(withChainId('9007199254740991')).chainId).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseError(withChainId('9007199254740993')).code).toBe('INVALID_CHAIN_ID')
    expect(parseError(withChainId('-1')).code).toBe('INVALID_CHAIN_ID')
    expect(parseError(withChainId('0x1')).code).toBe('INVALID_CHAIN_ID')
  })
})
