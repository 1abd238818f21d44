import { describe, expect, it } from 'vitest'
import { ConnectionError } from './connection.js'
import { isUserRejection, providerErrorCode, shouldAddChain } from './providerCodes.js'

function withCode(code: unknown) {
  return Object.assign(new Error('wallet error'), { code })
}

describe('providerErrorCode', () => {
  it('default: reads the code of the error', () => {
    expect(providerErrorCode(withCode(4001))).toBe(4001)
  })
  it('behavior: walks the cause chain', () => {
    const error = new ConnectionError('FAILED_TO_CONNECT', { cause: withCode(4902) })
    expect(providerErrorCode(error)).toBe(4902)
  })
  it('behavior: ignores string codes and non-objects', () => {
    expect(providerErrorCode(withCode('ACTION_REJECTED'))).toBeUndefined()
    expect(providerErrorCode('4001')).toBeUndefined()
    expect(providerErrorCode(null)).toBeUndefined()
  })
})

describe('isUserRejection', () => {
  it('behavior: 4001 is a rejection, other codes are not', () => {
    expect(isUserRejection(withCode(4001))).toBe(true)
    expect(isUserRejection(withCode(4100))).toBe(false)
  })
})

describe('shouldAddChain', () => {
  it.each([4902, 5000, -32603, 32603])('behavior: code %i adds the chain', (code) => {
    expect(shouldAddChain(withCode(code))).toBe(true)
  })
  it.each([4001, 4100, -32602])('behavior: code %i does not', (code) => {
    expect(shouldAddChain(withCode(code))).toBe(false)
  })
  it('behavior: an error without a code does not', () => {
    expect(shouldAddChain(new Error('x'))).toBe(false)
  })
})
