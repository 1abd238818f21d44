import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

describe('truncateAddress', () => {
  it('default: keeps 0x and four characters each side', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
  })

  it('behavior: addresses without 0x and short ones', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…FLtV')
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
  })
})
