import type { SiwxMessage } from '@latch/core'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createSiweMessage } from './createSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { SiweError } from './siweError.js'

const base = {
  accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  chainId: 'eip155:10',
  domain: 'example.com',
  uri: 'https://example.com',
  nonce: 'abcdefgh1',
} as const

describe('createSiweMessage', () => {
  it('default', () => {
    const message = createSiweMessage({ ...base, issuedAt: '2030-01-01T00:00:00.000Z' })
    expectTypeOf(message).toExtend<SiwxMessage>()
    expect(message).toMatchObject({
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      chainId: 'eip155:10',
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
      nonce: 'abcdefgh1',
      issuedAt: '2030-01-01T00:00:00.000Z',
    })
    expect(message.toString()).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: 10',
        'Nonce: abcdefgh1',
        'Issued At: 2030-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    // String conversion is what core's SIWX flow hands to the wallet.
    expect(`${message}`).toBe(message.toString())
  })

  it('parameters: optional fields reach the text and the object', () => {
    const message = createSiweMessage({
      ...base,
      chainId: 1,
      scheme: 'https',
      statement: 'Sign in',
      issuedAt: '2030-01-01T00:00:00Z',
      expirationTime: '2030-01-02T00:00:00Z',
      notBefore: '2030-01-01T00:00:00Z',
      requestId: 'r1',
      resources: ['https://example.com/tos'],
    })
    expect(message.chainId).toBe('eip155:1')
    expect(message.statement).toBe('Sign in')
    expect(parseSiweMessage(message.toString())).toEqual({
      scheme: 'https',
      domain: 'example.com',
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'Sign in',
      uri: 'https://example.com',
      version: '1',
      chainId: 1,
      nonce: 'abcdefgh1',
      issuedAt: '2030-01-01T00:00:00Z',
      expirationTime: '2030-01-02T00:00:00Z',
      notBefore: '2030-01-01T00:00:00Z',
      requestId: 'r1',
      resources: ['https://example.com/tos'],
    })
  })

  it('behavior: issuedAt defaults to now', () => {
    vi.useFakeTimers({ now: new Date('2031-05-06T07:08:09.010Z'), toFake: ['Date'] })
    try {
      expect(createSiweMessage(base).issuedAt).toBe('2031-05-06T07:08:09.010Z')
    } finally {
      vi.useRealTimers()
    }
  })

  it('behavior: refuses bad input at once', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error instanceof SiweError ? error.code : 'not a SiweError'
      }
      return 'no error'
    }
    expect(codeOf(() => createSiweMessage({ ...base, chainId: 'solana:1' }))).toBe(
      'INVALID_CHAIN_ID',
    )
    expect(codeOf(() => createSiweMessage({ ...base, chainId: 'eip155:abc' }))).toBe(
      'INVALID_CHAIN_ID',
    )
    expect(codeOf(() => createSiweMessage({ ...base, chainId: 'nonsense' as 'a:b' }))).toBe(
      'INVALID_CHAIN_ID',
    )
    expect(codeOf(() => createSiweMessage({ ...base, accountAddress: '0x1234' }))).toBe(
      'INVALID_ADDRESS',
    )
    expect(codeOf(() => createSiweMessage({ ...base, nonce: 'short' }))).toBe('INVALID_NONCE')
    expect(codeOf(() => createSiweMessage({ ...base, domain: 'https://example.com' }))).toBe(
      'INVALID_DOMAIN',
    )
  })
})
