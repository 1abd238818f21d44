import { expect, it } from 'vitest'
import { providerErrorCodes } from './providerRpcError.js'
import { bytesOf, chainUrlOf } from './standardWalletInputs.js'

const invalidParams = { code: providerErrorCodes.invalidParams }

it('default: the URL of a chain the wallet signs for, and bytes as they are', () => {
  expect(chainUrlOf({ 'solana:devnet': 'http://127.0.0.1:8899' }, 'solana:devnet')).toBe(
    'http://127.0.0.1:8899',
  )
  const bytes = new Uint8Array([1, 2])
  expect(bytesOf(bytes, 'message')).toBe(bytes)
})

it('behavior: another chain, or input that is not bytes, is -32602 naming it', () => {
  expect(() => chainUrlOf({ 'solana:devnet': 'http://127.0.0.1:8899' }, 'solana:mainnet')).toThrow(
    expect.objectContaining({
      ...invalidParams,
      message: 'The test wallet does not sign for chain solana:mainnet',
    }),
  )
  expect(() => chainUrlOf({}, undefined)).toThrow(
    expect.objectContaining({ message: 'The test wallet does not sign for chain undefined' }),
  )
  expect(() => bytesOf([1, 2], 'psbt')).toThrow(
    expect.objectContaining({ ...invalidParams, message: 'psbt must be a Uint8Array' }),
  )
})
