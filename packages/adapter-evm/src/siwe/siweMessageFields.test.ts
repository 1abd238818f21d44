import { describe, expect, it } from 'vitest'
import { SiweError } from './siweError.js'
import { checkDomain, checkRequestId, validateSiweMessageFields } from './siweMessageFields.js'

const fields = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  uri: 'https://example.com',
  version: '1',
  chainId: 1,
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
}

describe('validateSiweMessageFields', () => {
  it('default', () => {
    expect(validateSiweMessageFields(fields)).toEqual(fields)
  })

  it('behavior: returns a copy without unknown or undefined keys', () => {
    const input = { ...fields, statement: undefined, extra: 'x', resources: ['uri:'] }
    const valid = validateSiweMessageFields(input)
    expect(valid).toEqual({ ...fields, resources: ['uri:'] })
    expect('statement' in valid).toBe(false)
    expect(valid.resources).not.toBe(input.resources)
  })

  it('behavior: the first failing field is reported', () => {
    try {
      validateSiweMessageFields({ ...fields, address: '0x0', nonce: 'x' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SiweError)
      expect((error as SiweError).field).toBe('address')
    }
  })
})

describe('checkDomain', () => {
  it('behavior: an authority with a host', () => {
    expect(checkDomain('[::1]:8080')).toBe('[::1]:8080')
    expect(() => checkDomain('')).toThrow(SiweError)
    expect(() => checkDomain('user@')).toThrow(SiweError)
    expect(() => checkDomain(':443')).toThrow(SiweError)
  })
})

describe('checkRequestId', () => {
  it('behavior: pchars, possibly none', () => {
    expect(checkRequestId('')).toBe('')
    expect(checkRequestId('a:b@c%20')).toBe('a:b@c%20')
    expect(() => checkRequestId('a/b')).toThrow(SiweError)
  })
})
