import {
  createServerSiwx,
  rfc3339Ms,
  type ServerSiwxOptions,
  type ServerSiwxProfile,
} from '@latch/core'
import { createPolkadotSiwxMessage } from './createPolkadotSiwxMessage.js'
import { parsePolkadotSiwxMessage } from './polkadotSiwxMessage.js'
import { polkadotSiwxSessionData } from './polkadotSiwxSessionData.js'
import { SisSiwxError } from './sisSiwxError.js'

/** How Sign-In with Substrate differs from the other namespaces' sign-in against the server. */
const sisProfile: ServerSiwxProfile = {
  namespace: 'polkadot',
  isReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  // No chain SDK: the codec is small enough to come with the page.
  loadCodec: async () => ({
    createMessage: (input) => createPolkadotSiwxMessage(input),
    readMessage: (text) => polkadotSiwxSessionData(parsePolkadotSiwxMessage(text)),
  }),
  // No `sameAddress`: the adapter writes every account with the network's prefix, so one
  // account has one address on a chain; base58 has case.
  dateTimeMs: rfc3339Ms,
  errorClass: SisSiwxError,
}

/**
 * Sign-In with Substrate (CAIP-122 for a Substrate account) against a latch-server
 * (`/v1/siwx/*`, see packages/server/README.md): the `siwx` option of `createLatch` for
 * Polkadot extensions, or its `polkadot` part with core's `siwxByNamespace`. The message binds
 * the page: its domain is the page's host and its URI the page's origin, and the server
 * accepts it only from that origin, with a nonce it issued, once. The extension signs the
 * text's bytes (`signRaw`, wrapped in `<Bytes>`), and the server checks the `0x`-hex signature
 * against the address (`verifyPolkadotSiwxMessage`). Every failure is a `SisSiwxError` (or a
 * `PolkadotSiwxError` for a message that cannot be built) with a clear message. Core's
 * `createServerSiwx` with the Substrate profile.
 *
 * The server's polkadot verifier is planned (packages/server); until it is there, the server
 * refuses polkadot sign-ins.
 *
 * @example
 * const latch = createLatch({
 *   networks: polkadotNetworks,
 *   adapters: [polkadotAdapter()],
 *   siwx: sisSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function sisSiwx(options: ServerSiwxOptions) {
  return createServerSiwx(options, sisProfile)
}
