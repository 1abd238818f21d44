/** The page the contract tests sign in from: the demo's dev server. */
export const demoPage = { host: 'localhost:5173', origin: 'http://localhost:5173' }

/**
 * `fetch` as a browser on `page` calls it: every request carries the page's Origin, which
 * the server binds sign-ins to.
 *
 * @example
 * siweSiwx({ serverUrl, projectId: 'demo', page: demoPage, fetch: pageFetchOf(demoPage) })
 */
export function pageFetchOf(page: { origin: string }): typeof fetch {
  return (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as object), origin: page.origin } })
}
