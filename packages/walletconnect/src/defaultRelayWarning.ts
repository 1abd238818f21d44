let warned = false

// A production build: bundlers (Vite, webpack, Next.js, esbuild) replace
// `process.env.NODE_ENV` with the mode's name; unbundled in a page, `process` does not exist.
function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    return false
  }
}

// A production build served from this machine is its author's preview, not the site visitors
// use (the demo, a `vite preview`).
const isLoopback = (hostname: string | undefined) =>
  hostname === 'localhost' ||
  hostname === '[::1]' ||
  (hostname?.startsWith('127.') ?? false) ||
  (hostname?.endsWith('.localhost') ?? false)

/**
 * Warns once per page, in a production build, that WalletConnect pairs through the site's own
 * latch-server (the relay the site did not choose explicitly): app-store wallets pair through a
 * public relay network and will not find this one. A site that means it sets `relayUrl`.
 */
export function warnOfDefaultRelay(
  relayUrl: string,
  page: { hostname?: string } | undefined = globalThis.location,
): void {
  if (warned || !isProductionBuild() || isLoopback(page?.hostname)) return
  warned = true
  console.warn(
    `[latch] WalletConnect pairs through ${relayUrl}, this site's latch-server relay: only wallets pointed at this relay can pair, not the wallets of the app stores, which use a public relay network. To pair those, give walletConnect({ relayUrl, projectId }) a public relay's URL and project id; to keep this relay, give its URL as relayUrl, which also silences this warning.`,
  )
}
