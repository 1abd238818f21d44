import {
  parseSolanaSiwxMessage,
  SolanaSiwxError,
  solanaSiwxSessionData,
  verifySolanaSiwxMessage,
} from '@latch/adapter-solana'
import { getNetworksOfNamespace } from '@latch/core/networks'
import { caip122SignIn } from './caip122SignIn.js'
import { invalidSignatureFormat, type SignInProfile } from './signInProfile.js'

/** The first line of a Sign-In with Solana message ends so (CAIP-122, Solana profile). */
export const solanaSignInHeader = ' wants you to sign in with your Solana account:'

// 64 bytes in base58, as the Solana adapter hands a signature over: 64 to 88 characters.
const base58Signature = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/** The public clusters (mainnet, testnet, devnet): a sign-in needs no RPC, so always served. */
export const publicSolanaClusters: readonly string[] = getNetworksOfNamespace('solana').map(
  (network) => network.caipNetworkId,
)

/**
 * Sign-In with Solana (CAIP-122, Solana profile) for solana accounts, with adapter-solana's
 * parser and verifier: the signature is the account's ed25519 signature of the text's UTF-8
 * bytes, in base58 (what `solana:signMessage` and the Solana adapter give), checked offline.
 * Served on the public clusters and on `clusters` (the server's configured ones).
 */
export function siwsSignIn(clusters: readonly string[] = []): SignInProfile {
  return caip122SignIn({
    errorClass: SolanaSiwxError,
    parse: parseSolanaSiwxMessage,
    sessionData: solanaSiwxSessionData,
    // Base58 has case: the address is the account's key as it is written.
    addressKey: (address) => address,
    checkSignatureFormat(signature) {
      if (!base58Signature.test(signature)) {
        throw invalidSignatureFormat('must be a base58 ed25519 signature (64 bytes)')
      }
    },
    served: [...publicSolanaClusters, ...clusters],
    verify: verifySolanaSiwxMessage,
  })
}
