import {
  PolkadotSiwxError,
  parsePolkadotSiwxMessage,
  polkadotNetworks,
  polkadotSiwxSessionData,
  verifyPolkadotSiwxMessage,
} from '@latch/adapter-polkadot'
import { polkadotPublicKeyOf } from '../chains/polkadotPublicKey.js'
import { caip122SignIn } from './caip122SignIn.js'
import { invalidSignatureFormat, type SignInProfile } from './signInProfile.js'

/** The first line of a Sign-In with Substrate message ends so (CAIP-122, Substrate account). */
export const substrateSignInHeader = ' wants you to sign in with your Substrate account:'

// What extensions' `signRaw` gives: 64 bytes of sr25519 or ed25519, 65 of ecdsa (r, s, v).
const rawSignature = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/

/**
 * Polkadot, Kusama, Westend and Paseo, the networks adapter-polkadot knows: a sign-in needs no node,
 * so they are always served.
 */
export const publicPolkadotChains: readonly string[] = polkadotNetworks.map(
  (network) => network.caipNetworkId,
)

/**
 * Sign-In with Substrate (CAIP-122 for a Substrate account) for polkadot accounts, with
 * adapter-polkadot's parser and verifier: the signature is the account's sr25519, ed25519 or
 * ecdsa signature of the text (its UTF-8 bytes, `<Bytes>`-wrapped as extensions sign, or
 * not), `0x` hex as the adapter gives it, checked offline. Sessions are kept under the
 * account's public key: the same key's address with any network's SS58 prefix finds them.
 * Served on Polkadot, Kusama, Westend, Paseo and on `chains` (the server's configured ones).
 */
export function sisSignIn(chains: readonly string[] = []): SignInProfile {
  return caip122SignIn({
    errorClass: PolkadotSiwxError,
    parse: parsePolkadotSiwxMessage,
    sessionData: polkadotSiwxSessionData,
    // An address that decodes to no account cannot pass the signature check after this.
    addressKey: (address) => polkadotPublicKeyOf(address) ?? address,
    checkSignatureFormat(signature) {
      if (!rawSignature.test(signature)) {
        throw invalidSignatureFormat(
          'must be a 0x hex Substrate signature: 64 bytes (sr25519, ed25519) or 65 (ecdsa)',
        )
      }
    },
    served: [...publicPolkadotChains, ...chains],
    verify: verifyPolkadotSiwxMessage,
  })
}
