import { ProviderRpcError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { describe, expect, it } from 'vitest'
import { askExtension } from './extensionRejection.js'

const refusing = (message: string) => () => Promise.reject(new Error(message))

describe('askExtension', () => {
  it('default: the answer of the extension, unchanged', async () => {
    await expect(askExtension(async () => 'signed')).resolves.toBe('signed')
  })

  it.each([
    'Cancelled',
    'Rejected',
    // Polkadot{.js} 0.62's background, for the authorisation popup's Cancel and Reject.
    'Connection request was cancelled by the user.',
    'Connection request was rejected by the user.',
    'User rejected the request',
  ])('behavior: %j is the visitor’s refusal, 4001 with the extension’s words', async (message) => {
    const error = await askExtension(refusing(message)).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message })
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    'Rate limit exceeded. Try again later.',
    'The source https://shop.example/ has not been enabled yet',
    'Unable to find keypair',
  ])('behavior: %j is no refusal and stays as it is', async (message) => {
    const error = await askExtension(refusing(message)).catch((reason: unknown) => reason)
    expect(error).not.toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ message })
  })
})
