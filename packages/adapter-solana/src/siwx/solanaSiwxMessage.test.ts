import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import {
  formatSolanaSiwxMessage,
  parseSolanaSiwxMessage,
  type SolanaSiwxFields,
} from './solanaSiwxMessage.js'

const fields: SolanaSiwxFields = {
  domain: 'example.com',
  address: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
  statement: 'Sign in to Example',
  uri: 'https://example.com/login',
  version: '1',
  chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05Z',
  notBefore: '2026-01-02T03:04:05Z',
  requestId: 'request-7',
  resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://example.com/a'],
}

/**
 * The CAIP-122 Solana example with its lines in the Solana profile's order. The spec's own
 * text puts Chain ID after Issued At (the spec body's order), while the Solana namespace
 * profile (`solana/caip122.md`) puts it after Version, as EIP-4361 does: the values are the
 * vector's, only the order is the profile's.
 */
function inProfileOrder(text: string): string {
  const lines = text.split('\n')
  const chainLine = lines.findIndex((line) => line.startsWith('Chain ID: '))
  const [chain] = lines.splice(chainLine, 1)
  lines.splice(lines.findIndex((line) => line.startsWith('Version: ')) + 1, 0, chain as string)
  return lines.join('\n')
}

describe('formatSolanaSiwxMessage', () => {
  it('default: every field in the profile order', () => {
    expect(formatSolanaSiwxMessage(fields)).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
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
  })

  it('vectors: the CAIP-122 Solana example (values as given, profile order) round-trips', () => {
    const text = inProfileOrder(caip122.solana_example_text)
    const parsed = parseSolanaSiwxMessage(text)
    expect(parsed).toEqual({
      domain: 'service.org',
      address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      uri: 'https://service.org/login',
      version: '1',
      // The example writes the whole genesis hash where the profile's CAIP-2 reference goes.
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
      resources: [
        'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        'https://example.com/my-web2-claim.json',
      ],
    })
    expect(formatSolanaSiwxMessage(parsed)).toBe(text)
  })

  it('vectors: the raw bytes of the example are the decoded text the vector file gives', () => {
    const bytes = Buffer.from(caip122.solana_example_base64url, 'base64url').toString('utf8')
    expect(bytes).toBe(caip122.solana_base64url_decoded)
    // Same values but Chain ID 1: a chain id the profile's syntax accepts.
    expect(parseSolanaSiwxMessage(inProfileOrder(bytes)).chainId).toBe('1')
  })

  it('vectors: the spec-body order of the examples is not the Solana profile, and is refused', () => {
    expect(() => parseSolanaSiwxMessage(caip122.solana_example_text)).toThrow(
      'does not follow the Solana CAIP-122 format',
    )
    expect(() => parseSolanaSiwxMessage(caip122.solana_base64url_decoded)).toThrow(
      'does not follow the Solana CAIP-122 format',
    )
  })

  it('behavior: no statement, no optional fields', () => {
    const minimal = { ...fields }
    for (const key of [
      'statement',
      'expirationTime',
      'notBefore',
      'requestId',
      'resources',
    ] as const)
      delete minimal[key]
    const text = formatSolanaSiwxMessage(minimal)
    expect(text.split('\n').slice(0, 4)).toEqual([
      'example.com wants you to sign in with your Solana account:',
      'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
      '',
      'URI: https://example.com/login',
    ])
    expect(parseSolanaSiwxMessage(text)).toEqual(minimal)
  })

  it.each([
    ['domain', { domain: 'evil.com/path' }],
    ['address', { address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }],
    ['statement', { statement: 'two\nlines' }],
    ['URI', { uri: 'not a uri' }],
    ['version', { version: '2' }],
    ['chain ID', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['nonce', { nonce: 'short' }],
    ['Issued At time', { issuedAt: 'yesterday' }],
    ['Expiration Time', { expirationTime: '2026-02-30T00:00:00Z' }],
    ['resource', { resources: ['https://ok.example', 'no good'] }],
  ])('behavior: a bad %s is refused', (field, override) => {
    expect(() => formatSolanaSiwxMessage({ ...fields, ...override } as SolanaSiwxFields)).toThrow(
      `The ${field} of the sign-in message is not valid`,
    )
  })

  it('behavior: parsing refuses extra, missing or reordered lines, and says where', () => {
    const text = formatSolanaSiwxMessage(fields)
    const refusal = (candidate: string) => {
      try {
        parseSolanaSiwxMessage(candidate)
      } catch (error) {
        return error
      }
      throw new Error('parsed')
    }
    const invalid = { code: 'INVALID_MESSAGE' }
    expect(refusal(`${text}\nExtra: 1`)).toMatchObject({
      ...invalid,
      details: /^unexpected line 17/,
    })
    expect(refusal(text.replace('Nonce: n0nce1234\n', ''))).toMatchObject({
      ...invalid,
      details: 'no Nonce where the profile puts it',
    })
    expect(refusal(text.replace('Solana account', 'Ethereum account'))).toMatchObject({
      ...invalid,
      details: 'the first line is not the sign-in request',
    })
  })
})
