// Test-only: the services of SPEC.md §7 answered through `fetch` as the test scripts them (the
// client's requests are real; the server is not). latch-server's own answers are tested in its
// package and in the browser.
import { onTestFinished, vi } from 'vitest'

export type ScriptedAnswer = { status?: number; body: unknown }

/**
 * Replaces `fetch` until the test finishes: each request is answered as `answer` says (its
 * URL and JSON body), 404 where it says nothing.
 *
 * @example
 * scriptedService((url) => (url.pathname.endsWith('/nfts') ? { body: page } : undefined))
 */
export function scriptedService(answer: (url: URL, body: unknown) => ScriptedAnswer | undefined) {
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const { status = 200, body } = answer(
      url,
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ) ?? { status: 404, body: {} }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return fetch
}
