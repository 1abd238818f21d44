import { describe, expect, it } from 'vitest'
import { FrameError, frameErrorMessages } from './frameError.js'

describe('FrameError', () => {
  it('default', () => {
    const error = new FrameError('RPC_ABORTED')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('FrameError')
    expect(error.code).toBe('RPC_ABORTED')
    expect(error.message).toBe('Request was aborted')
  })

  it('behavior: the texts of SPEC.md §8', () => {
    expect(frameErrorMessages).toMatchInlineSnapshot(`
      {
        "ABORTED": "Something went wrong",
        "EMAIL_RATE_LIMITED": "Please try again after {seconds} seconds",
        "IFRAME_NOT_SET": "iframe is not set",
        "INVALID_MESSAGE": "Invalid input",
        "LOAD_FAILED": "Unable to load email login dependency",
        "PARENT_NOT_SET": "parent is not set",
        "REQUEST_FAILED": "An error occurred",
        "REQUEST_TIMED_OUT": "Embedded Wallet Request Timed Out",
        "RPC_ABORTED": "Request was aborted",
        "RPC_NOT_ALLOWED": "Requested RPC call is not allowed",
        "RPC_USER_REJECTED": "User rejected the request.",
        "UNVERIFIED_DOMAIN": "Unverified Domain",
      }
    `)
  })

  it('parameters: values and cause', () => {
    const cause = new Error('429')
    const error = new FrameError('EMAIL_RATE_LIMITED', { values: { seconds: 12 }, cause })
    expect(error.message).toBe('Please try again after 12 seconds')
    expect(error.cause).toBe(cause)
  })
})

describe('FrameError.fromReply', () => {
  it('default', () => {
    for (const message of [undefined, '']) {
      const error = FrameError.fromReply(message)
      expect(error.code).toBe('REQUEST_FAILED')
      expect(error.message).toBe('An error occurred')
    }
  })

  it("behavior: keeps the frame's message", () => {
    const error = FrameError.fromReply('User denied the request')
    expect(error.code).toBe('REQUEST_FAILED')
    expect(error.message).toBe('User denied the request')
  })

  it('behavior: a catalogue text keeps its code across the window boundary', () => {
    expect(FrameError.fromReply('Requested RPC call is not allowed').code).toBe('RPC_NOT_ALLOWED')
    expect(FrameError.fromReply('Request was aborted').code).toBe('RPC_ABORTED')
  })
})
