import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, erc721Abi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer, encodeErc721SafeTransferFrom, numberToHex, utf8ToHex } from './hex.js'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as `0x${string}`)

describe('hex encodings agree with viem', () => {
  it('behavior: numberToHex', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (value) => numberToHex(value) === toHex(value),
      ),
    )
    expect(numberToHex(31337)).toBe('0x7a69')
    expect(() => numberToHex(-1)).toThrowError('cannot be negative')
  })
  it('behavior: utf8ToHex', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8ToHex(text) === toHex(text)),
    )
  })
  it('behavior: encodeErc20Transfer', () => {
    fc.assert(
      fc.property(
        address,
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (to, amount) =>
          encodeErc20Transfer(to, amount) ===
          encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      ),
    )
    expect(() => encodeErc20Transfer('0x12' as `0x${string}`, 1n)).toThrowError('not an address')
    expect(() => encodeErc20Transfer(`0x${'1'.repeat(40)}`, 2n ** 256n)).toThrowError(
      'out of uint256 range',
    )
  })
  it('behavior: encodeErc721SafeTransferFrom agrees with viem and the ERC-721 ABI', () => {
    fc.assert(
      fc.property(
        address,
        address,
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (from, to, id) =>
          encodeErc721SafeTransferFrom(from, to, id) ===
          encodeFunctionData({
            abi: erc721Abi,
            functionName: 'safeTransferFrom',
            args: [from, to, id],
          }),
      ),
    )
    expect(() =>
      encodeErc721SafeTransferFrom(`0x${'1'.repeat(40)}`, '0x12' as `0x${string}`, 1n),
    ).toThrowError('not an address')
  })
})
