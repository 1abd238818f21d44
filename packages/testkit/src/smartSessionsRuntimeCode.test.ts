import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { smartSessionsRuntimeCode, solidityBytesConstant } from './smartSessionsRuntimeCode.js'

describe('solidityBytesConstant', () => {
  it('default: the hex of the named constant, lower-cased, among others', () => {
    const source = [
      'bytes constant OTHER = hex"00";',
      'bytes constant WANTED =',
      '    hex"60AbCd";',
    ].join('\n')
    expect(solidityBytesConstant(source, 'WANTED')).toBe('0x60abcd')
    expect(solidityBytesConstant(source, 'OTHER')).toBe('0x00')
  })

  it('behavior: a missing constant, or one that is not whole bytes of hex, throws', () => {
    expect(() => solidityBytesConstant('bytes constant WANTEDX = hex"00";', 'WANTED')).toThrow(
      'no constant WANTED',
    )
    expect(() => solidityBytesConstant('bytes constant WANTED = hex"abc";', 'WANTED')).toThrow(
      'not whole bytes',
    )
    expect(() => solidityBytesConstant('bytes constant WANTED = hex"zz";', 'WANTED')).toThrow(
      'not whole bytes',
    )
  })
})

describe('smartSessionsRuntimeCode', () => {
  it('default: the SmartSessions build of @rhinestone/modulekit 0.5.9, unchanged', async () => {
    const code = await smartSessionsRuntimeCode()
    expect((code.length - 2) / 2).toBe(24_967)
    // Pinned: another modulekit build may change the session encodings the testkit uses.
    expect(keccak256(code)).toMatchInlineSnapshot(
      `"0x4dc83e051332d0f63e9024ef7289d760eb14c33534a67a959d19a54eb46a5ce3"`,
    )
  })
})
