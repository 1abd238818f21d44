import type { FrameMessageEvent } from '@latch/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import { listenForSocialResult } from './socialResult.js'

const origin = 'https://secure.example.com'
const resultUri = 'https://secure.example.com/social/result?code=1'

function setup() {
  const popup = {}
  const handlers = new Set<(event: FrameMessageEvent) => void>()
  const onResult = vi.fn()
  const stop = listenForSocialResult({
    origin,
    source: () => popup,
    onResult,
    listen: (handler) => {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
  })
  const post = (event: Partial<FrameMessageEvent>) => {
    for (const handler of handlers) {
      handler({
        data: { type: 'SOCIAL_LOGIN_RESULT', resultUri },
        origin,
        source: popup as MessageEventSource,
        ...event,
      })
    }
  }
  return { onResult, post, stop, handlers }
}

describe('listenForSocialResult', () => {
  it('default: the result address from the popup on the secure origin', () => {
    const { onResult, post } = setup()
    post({})
    expect(onResult).toHaveBeenCalledWith(resultUri)
  })

  it('behavior: another origin, another window, or another shape is ignored', () => {
    const { onResult, post } = setup()
    post({ origin: 'https://evil.example' })
    post({ source: {} as MessageEventSource })
    post({ source: null })
    post({ data: { type: 'SOCIAL_LOGIN_RESULT', resultUri: 'data:text/html,x' } })
    post({ data: 'SOCIAL_LOGIN_RESULT' })
    expect(onResult).not.toHaveBeenCalled()
  })

  it('behavior: the unsubscribe stops listening', () => {
    const { stop, handlers } = setup()
    stop()
    expect(handlers.size).toBe(0)
  })
})
