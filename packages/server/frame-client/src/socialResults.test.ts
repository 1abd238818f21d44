import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listenForSocialResults, type ResultWindow } from './socialResults.js'

const origin = 'https://secure.example.com'

function fakeWindow() {
  let listener: ((event: MessageEvent) => void) | undefined
  const frameWindow: ResultWindow = {
    location: { origin },
    addEventListener: (_type, handler) => {
      listener = handler
    },
    removeEventListener: () => {
      listener = undefined
    },
  }
  const post = (data: unknown, from = origin) => listener?.({ origin: from, data } as MessageEvent)
  return { frameWindow, post }
}

const result = (state: string) => ({
  type: 'SOCIAL_LOGIN_RESULT',
  resultUri: `${origin}/social/callback?code=c0de&state=${state}`,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('listenForSocialResults', () => {
  it('default: the result of the login this frame started, before or after it is asked for', async () => {
    const { frameWindow, post } = fakeWindow()
    const results = listenForSocialResults(frameWindow)
    results.expect('https://issuer.example/authorize?client_id=g&state=s1')
    post(result('s1'))
    await expect(results.next(1000)).resolves.toBe(result('s1').resultUri)
    results.expect('https://issuer.example/authorize?state=s2')
    const later = results.next(1000)
    post(result('s2'))
    await expect(later).resolves.toBe(result('s2').resultUri)
  })

  it('behavior: another origin, another state, another shape, or a spent result is not taken', async () => {
    const { frameWindow, post } = fakeWindow()
    const results = listenForSocialResults(frameWindow)
    results.expect('https://issuer.example/authorize?state=mine')
    post(result('mine'), 'https://site.example')
    post(result('theirs'))
    post({ type: 'SOCIAL_LOGIN_RESULT', resultUri: 'javascript:alert(1)' })
    const waited = results.next(1000)
    vi.advanceTimersByTime(1000)
    await expect(waited).rejects.toThrow('Failed to connect')
    post(result('mine'))
    await expect(results.next(1000)).resolves.toBe(result('mine').resultUri)
    // Used once: the same result again is not taken.
    post(result('mine'))
    const again = results.next(1000)
    vi.advanceTimersByTime(1000)
    await expect(again).rejects.toThrow('Failed to connect')
  })
})
