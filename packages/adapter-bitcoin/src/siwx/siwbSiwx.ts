import {
  createServerSiwx,
  rfc3339Ms,
  type ServerSiwxOptions,
  type ServerSiwxProfile,
} from '@latch/core'
import { bitcoinAddressKey } from '../bitcoinAddressKind.js'
import { bitcoinChainOfReference, parseBitcoinSiwxMessage } from './bitcoinSiwxMessage.js'
import { bitcoinSiwxSessionData } from './bitcoinSiwxSessionData.js'
import { createBitcoinSiwxMessage } from './createBitcoinSiwxMessage.js'
import { SiwbSiwxError } from './siwbSiwxError.js'

/** How Sign-In with Bitcoin differs from the other namespaces' sign-in against the server. */
const siwbProfile: ServerSiwxProfile = {
  namespace: 'bip122',
  // Bitcoin's four chains: another bip122 chain (Litecoin …) has other addresses.
  isReference: (reference) => bitcoinChainOfReference(reference) !== undefined,
  // No chain SDK: the codec is small enough to come with the page (no bitcoinjs-lib).
  loadCodec: async () => ({
    // The origin carries the scheme: the profile has no Scheme of its own.
    createMessage: (input) => createBitcoinSiwxMessage(input),
    readMessage: (text) => bitcoinSiwxSessionData(parseBitcoinSiwxMessage(text)),
  }),
  // A segwit address is the same in either case (BIP-173); base58 has case.
  sameAddress: (stored, asked) => bitcoinAddressKey(stored) === bitcoinAddressKey(asked),
  dateTimeMs: rfc3339Ms,
  errorClass: SiwbSiwxError,
}

/**
 * Sign-In with Bitcoin (CAIP-122 for a Bitcoin account, signed with BIP-322) against a
 * latch-server (`/v1/siwx/*`, see packages/server/README.md): the `siwx` option of
 * `createLatch` for Bitcoin wallets, or its `bip122` part with core's `siwxByNamespace`. The
 * message binds the page: its domain is the page's host and its URI the page's origin, and
 * the server accepts it only from that origin, with a nonce it issued, once. The wallet signs
 * the text with BIP-322 (the adapter's `signMessage`, base64), which the server checks against
 * the address in the message: P2WPKH, P2SH-P2WPKH and P2TR, or a legacy Bitcoin Signed Message
 * for P2PKH. Every failure is a `SiwbSiwxError` (or a `BitcoinSiwxError` for a message that
 * cannot be built) with a clear message. Core's `createServerSiwx` with the Bitcoin profile.
 *
 * @example
 * const latch = createLatch({
 *   networks: bitcoinNetworks,
 *   adapters: [bitcoinAdapter()],
 *   siwx: siwbSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function siwbSiwx(options: ServerSiwxOptions) {
  return createServerSiwx(options, siwbProfile)
}
