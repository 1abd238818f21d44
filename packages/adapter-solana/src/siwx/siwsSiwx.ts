import {
  createServerSiwx,
  rfc3339Ms,
  type ServerSiwxOptions,
  type ServerSiwxProfile,
} from '@latch/core'
import { createSolanaSiwxMessage } from './createSolanaSiwxMessage.js'
import { SiwsSiwxError } from './siwsSiwxError.js'
import { parseSolanaSiwxMessage } from './solanaSiwxMessage.js'
import { solanaSiwxSessionData } from './solanaSiwxSessionData.js'

/** How Sign-In with Solana differs from the other namespaces' sign-in against the server. */
const siwsProfile: ServerSiwxProfile = {
  namespace: 'solana',
  // No `sameAddress`: base58 has case, so another letter case is another account.
  // No chain SDK: the codec is small enough to come with the page.
  loadCodec: async () => ({
    // The origin carries the scheme: the Solana profile has no Scheme of its own.
    createMessage: (input) => createSolanaSiwxMessage(input),
    readMessage: (text) => solanaSiwxSessionData(parseSolanaSiwxMessage(text)),
  }),
  dateTimeMs: rfc3339Ms,
  errorClass: SiwsSiwxError,
}

/**
 * Sign-In with Solana (CAIP-122, Solana profile) against a latch-server (`/v1/siwx/*`, see
 * packages/server/README.md): the `siwx` option of `createLatch` for Solana wallets, or its
 * `solana` part with core's `siwxByNamespace`. The message binds the page: its domain is the
 * page's host and its URI the page's origin, and the server accepts it only from that origin,
 * with a nonce it issued, once. The wallet signs the text's UTF-8 bytes
 * (`solana:signMessage`) and the adapter hands over the signature in base58, which the
 * server checks against the account's ed25519 key. Every failure is a `SiwsSiwxError` (or a
 * `SolanaSiwxError` for a message that cannot be built) with a clear message. Core's
 * `createServerSiwx` with the Solana profile.
 *
 * @example
 * const latch = createLatch({
 *   networks: solanaNetworks,
 *   adapters: [solanaAdapter()],
 *   siwx: siwsSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function siwsSiwx(options: ServerSiwxOptions) {
  return createServerSiwx(options, siwsProfile)
}
