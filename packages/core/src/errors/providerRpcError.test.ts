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

  it('behavior: the frame’s malformed-params and another-account refusals get their codes', () => {
    const invalid = FrameError.fromReply('Invalid params: account must be a 0x address')
    expect(asProviderRejection(invalid)).toMatchObject({
      code: -32602,
      message: 'Invalid params: account must be a 0x address',
      cause: invalid,
    })
    const another = FrameError.fromReply('The request is for another account')
    expect(asProviderRejection(another)).toMatchObject({
      code: 4100,
      message: 'The request is for another account',
    })
    // Only the frame's replies: the same text on another error is not the frame's refusal.
    const local = new Error('Invalid params: x')
    expect(asProviderRejection(local)).toBe(local)
    const unknown = FrameError.fromReply('The network refused the transaction')
    expect(asProviderRejection(unknown)).toBe(unknown)
  })

  it('behavior: any other error is kept as it is', () => {
    const aborted = new FrameError('RPC_ABORTED')
    expect(asProviderRejection(aborted)).toBe(aborted)
    expect(asProviderRejection(undefined)).toBeUndefined()
    const plain = new Error('boom')
    expect(asProviderRejection(plain)).toBe(plain)
  })
})
