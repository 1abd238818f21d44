import { lazyServerSiwx } from '@latch/core/internal'

/**
 * Sign-In with Cosmos (CAIP-122 for a Cosmos account) against a latch-server (`/v1/siwx/*`,
 * see packages/server/README.md): the `siwx` option of `createLatch` for Keplr-style wallets,
 * or its `cosmos` part with core's `siwxByNamespace`. The message binds the page: its domain is
 * the page's host and its URI the page's origin, and the server accepts it only from that
 * origin, with a nonce it issued, once. The wallet signs the text with ADR-036
 * (`signArbitrary`), and the server checks the signature, which carries its public key, against
 * the address (`verifyCosmosSiwxMessage`). Every failure is a `CosmosSiwxServerError` (or a
 * `CosmosSiwxError` for a message that cannot be built) with a clear message.
 *
 * The message's profile names the adapter's networks: it loads with the first call that needs
 * the server (core's `lazyServerSiwx`), not with the page. latch-server verifies Sign-In with
 * Cosmos (`cosmosSignIn`, packages/server) on Cosmos Hub, Osmosis and osmo-test-5, and on the
 * `cosmos:` chains it is configured with.
 *
 * @example
 * const latch = createLatch({
 *   networks: cosmosNetworks,
 *   adapters: [cosmosAdapter()],
 *   siwx: cosmosSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export const cosmosSiwx = lazyServerSiwx(
  async () => (await import('./cosmosSiwxProfile.js')).cosmosServerSiwx,
)
