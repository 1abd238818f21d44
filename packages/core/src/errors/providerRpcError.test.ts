import { describe, expect, it } from 'vitest'
import { FrameError } from './frame.js'
import { isUserRejection } from './providerCodes.js'
import { asProviderRejection, ProviderRpcError } from './providerRpcError.js'

describe('asProviderRejection', () => {
  it('behavior: a rejection in the frame becomes EIP-1193 code 4001 with the same text', () => {
    const rejected = new FrameError('RPC_USER_REJECTED')
    const error = asProviderRejection(rejected)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect((error as Error).cause).toBe(rejected)
    expect(isUserRejection(error)).toBe(true)
    expect(isUserRejection(rejected)).toBe(false)
  })

  it('behavior: any other error is kept as it is', () => {
    const aborted = new FrameError('RPC_ABORTED')
    expect(asProviderRejection(aborted)).toBe(aborted)
    expect(asProviderRejection(undefined)).toBeUndefined()
    const plain = new Error('boom')
    expect(asProviderRejection(plain)).toBe(plain)
  })
})
