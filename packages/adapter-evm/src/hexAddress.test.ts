import { describe, expect, it } from 'vitest'
import { isHexAddress } from './hexAddress.js'

describe('isHexAddress', () => {
  it('behavior: 20 hex bytes after 0x, any letter case', () => {
    expect(isHexAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isHexAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
    expect(isHexAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false)
    expect(isHexAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
  })
})
