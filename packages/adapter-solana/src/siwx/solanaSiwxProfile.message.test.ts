import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import {
  formatSolanaSiwxMessage,
  parseSolanaSiwxMessage,
  type SolanaSiwxFields,
} from './solanaSiwxProfile.js'

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

  // The rules every profile shares are core's (`caip122Message.test.ts`): these are Solana's.
  it.each([
    ['address', { address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }],
    ['chain ID', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
  ])('behavior: a bad %s is refused', (field, override) => {
    expect(() => formatSolanaSiwxMessage({ ...fields, ...override } as SolanaSiwxFields)).toThrow(
      `The ${field} of the sign-in message is not valid`,
    )
  })

  it('behavior: a first line that asks for another account is refused', () => {
    const text = formatSolanaSiwxMessage(fields)
    expect(() =>
      parseSolanaSiwxMessage(text.replace('Solana account', 'Ethereum account')),
    ).toThrow(
      expect.objectContaining({
        name: 'SolanaSiwxError',
        code: 'INVALID_MESSAGE',
        details: 'the first line is not the sign-in request',
      }),
    )
  })
})
