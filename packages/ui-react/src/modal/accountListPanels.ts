/**
 * The Account tabs that list what the blockchain service indexes (NFTs, smart sessions), in one
 * chunk fetched when either tab opens. Why one: as a chunk of its own, the Sessions tab made
 * Vite 8's bundler (rolldown) split React and the provider's hooks out of a site's entry chunk
 * into a shared chunk, about 680 bytes gzip more before the first click (measured on the bench
 * pages); in the NFTs' chunk it costs nothing there.
 */
export { NftsPanel } from './NftsPanel.js'
export { SessionsPanel } from './SessionsPanel.js'
