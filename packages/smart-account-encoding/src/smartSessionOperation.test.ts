import { LibZip } from 'solady'
import { type Address, decodeAbiParameters, type Hex, pad, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { smartSessionNonceKey, smartSessionUseSignature } from './smartSessionOperation.js'

// SmartSessions' address on the devnet (any address would do: the key only carries it).
const smartSessions: Address = '0x0000000071727De22e5E9D8bAF0EDAc6F37da034'

describe('smartSessionNonceKey', () => {
  it('default: a nonce with this key names SmartSessions in its top 20 bytes', () => {
    const nonce = (smartSessionNonceKey(smartSessions) << 64n) | 7n
    const word = pad(`0x${nonce.toString(16)}`, { size: 32 })
    expect(slice(word, 0, 20)).toBe(smartSessions.toLowerCase())
    expect(slice(word, 20, 24)).toBe('0x00000000')
    expect(BigInt(slice(word, 24))).toBe(7n)
  })
})

describe('smartSessionUseSignature', () => {
  it('default: mode 0x00, the permission id, then the signature ABI-encoded and compressed', () => {
    const permissionId = pad('0xabcd', { size: 32 })
    const signature: Hex = `0x${'12'.repeat(64)}1b`
    const encoded = smartSessionUseSignature(permissionId, signature)
    expect(slice(encoded, 0, 1)).toBe('0x00')
    expect(slice(encoded, 1, 33)).toBe(permissionId)
    const [decompressed] = decodeAbiParameters(
      [{ type: 'bytes' }],
      LibZip.flzDecompress(slice(encoded, 33)) as Hex,
    )
    expect(decompressed).toBe(signature)
  })
})
