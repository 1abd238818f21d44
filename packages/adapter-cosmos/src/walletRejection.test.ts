import { ProviderRpcError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { askWallet, isUnknownChain } from './walletRejection.js'

const failWith = (error: unknown) => askWallet(() => Promise.reject(error))

describe('askWallet', () => {
  it('default: the wallet’s answer passes through', async () => {
    await expect(askWallet(async () => 'key')).resolves.toBe('key')
  })

  it.each(['Request rejected', 'rejected', 'User rejected the request.', 'Cancelled'])(
    'behavior: "%s" is 4001',
    async (message) => {
      const error = await failWith(new Error(message)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001, message })
      expect(isUnknownChain(error)).toBe(false)
    },
  )

  it.each([
    'There is no chain info for latch-local-1',
    'There is no modular chain info for latch-local-1',
  ])('behavior: "%s" is 4902, an unknown chain', async (message) => {
    const error = await failWith(new Error(message)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4902, message })
    expect(isUnknownChain(error)).toBe(true)
  })

  it('behavior: any other error is left as it is', async () => {
    const original = new Error('Ledger is locked')
    await expect(failWith(original)).rejects.toBe(original)
    expect(isUnknownChain(original)).toBe(false)
  })
})
