import {
  BitcoinSiwxError,
  bitcoinAddressKey,
  bitcoinChains,
  bitcoinSiwxSessionData,
  parseBitcoinSiwxMessage,
  readBitcoinSignature,
  verifyBitcoinSiwxMessage,
} from '@latch/adapter-bitcoin'
import { caip122SignIn } from './caip122SignIn.js'
import { invalidSignatureFormat, type SignInProfile } from './signInProfile.js'

/** The first line of a Sign-In with Bitcoin message ends so (CAIP-122, Bitcoin account). */
export const bitcoinSignInHeader = ' wants you to sign in with your Bitcoin account:'

/**
 * The public Bitcoin chains (mainnet, testnet, signet): a sign-in needs no node, so they are
 * always served. Regtest is anybody's local chain: served only when configured.
 */
export const publicBitcoinChains: readonly string[] = bitcoinChains
  .filter((chain) => chain.name !== 'regtest')
  .map((chain) => chain.caipNetworkId)

/**
 * Sign-In with Bitcoin (CAIP-122 for a Bitcoin account) for bip122 accounts, with
 * adapter-bitcoin's parser and verifier: the signature is the address's BIP-322 "simple"
 * signature of the text (P2WPKH, P2SH-P2WPKH, P2TR) or its legacy Bitcoin Signed Message
 * (P2PKH, and segwit wallets that have nothing else), in base64 as the Bitcoin adapter gives
 * it, checked offline. Served on the public chains and on `chains` (the server's configured
 * ones, such as regtest).
 */
export function siwbSignIn(chains: readonly string[] = []): SignInProfile {
  return caip122SignIn({
    errorClass: BitcoinSiwxError,
    parse: parseBitcoinSiwxMessage,
    sessionData: bitcoinSiwxSessionData,
    // A segwit address is the same in either case (BIP-173); base58 has case.
    addressKey: bitcoinAddressKey,
    checkSignatureFormat(signature) {
      if (!readBitcoinSignature(signature)) {
        throw invalidSignatureFormat(
          'must be a base64 Bitcoin message signature: BIP-322 simple (a witness of one or two items) or legacy (65 bytes)',
        )
      }
    },
    served: [...publicBitcoinChains, ...chains],
    verify: verifyBitcoinSiwxMessage,
    ownRefusal: (error) =>
      error.code === 'UNSUPPORTED_SIGNATURE'
        ? invalidSignatureFormat(`${error.message} (${error.details})`)
        : undefined,
  })
}
