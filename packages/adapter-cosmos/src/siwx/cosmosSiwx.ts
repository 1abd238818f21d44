import {
  createServerSiwx,
  rfc3339Ms,
  type ServerSiwxOptions,
  type ServerSiwxProfile,
} from '@latch/core'
import { CosmosSiwxServerError } from './cosmosSiwxServerError.js'

/** How Sign-In with Cosmos differs from the other namespaces' sign-in against the server. */
const cosmosServerProfile: ServerSiwxProfile = {
  namespace: 'cosmos',
  isReference: (reference) => /^[-a-zA-Z0-9]{1,32}$/.test(reference),
  // The codec names the adapter's networks (a known chain's address prefix): it loads with the
  // first message, not with the page.
  loadCodec: async () => {
    const [{ createCosmosSiwxMessage }, { parseCosmosSiwxMessage }, { cosmosSiwxSessionData }] =
      await Promise.all([
        import('./createCosmosSiwxMessage.js'),
        import('./cosmosSiwxMessage.js'),
        import('./cosmosSiwxSessionData.js'),
      ])
    return {
      createMessage: (input) => createCosmosSiwxMessage(input),
      readMessage: (text) => cosmosSiwxSessionData(parseCosmosSiwxMessage(text)),
    }
  },
  // No `sameAddress`: bech32 addresses are written in lowercase, one per account and chain.
  dateTimeMs: rfc3339Ms,
  errorClass: CosmosSiwxServerError,
}

/**
 * Sign-In with Cosmos (CAIP-122 for a Cosmos account) against a latch-server (`/v1/siwx/*`,
 * see packages/server/README.md): the `siwx` option of `createLatch` for Keplr-style wallets,
 * or its `cosmos` part with core's `siwxByNamespace`. The message binds the page: its domain is
 * the page's host and its URI the page's origin, and the server accepts it only from that
 * origin, with a nonce it issued, once. The wallet signs the text with ADR-036
 * (`signArbitrary`), and the server checks the signature, which carries its public key, against
 * the address (`verifyCosmosSiwxMessage`). Every failure is a `CosmosSiwxServerError` (or a
 * `CosmosSiwxError` for a message that cannot be built) with a clear message. Core's
 * `createServerSiwx` with the Cosmos profile.
 *
 * latch-server verifies Sign-In with Cosmos (`cosmosSignIn`, packages/server) on Cosmos Hub,
 * Osmosis and osmo-test-5, and on the `cosmos:` chains it is configured with.
 *
 * @example
 * const latch = createLatch({
 *   networks: cosmosNetworks,
 *   adapters: [cosmosAdapter()],
 *   siwx: cosmosSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function cosmosSiwx(options: ServerSiwxOptions) {
  return createServerSiwx(options, cosmosServerProfile)
}
