import {
  BitcoinSiwxError,
  type BitcoinSiwxFields,
  bitcoinAddressKey,
  bitcoinChains,
  bitcoinSiwxSessionData,
  parseBitcoinSiwxMessage,
  readBitcoinSignature,
  verifyBitcoinSiwxMessage,
} from '@latch/adapter-bitcoin'
import {
  invalidMessage,
  invalidSignatureFormat,
  notTheAccountsSignature,
  rejected,
  type SignInClaim,
  type SignInProfile,
} from './signInProfile.js'

/** The first line of a Sign-In with Bitcoin message ends so (CAIP-122, Bitcoin account). */
export const bitcoinSignInHeader = ' wants you to sign in with your Bitcoin account:'

/**
 * The public Bitcoin chains (mainnet, testnet, signet): a sign-in needs no node, so they are
 * always served. Regtest is anybody's local chain: served only when configured.
 */
export const publicBitcoinChains: readonly string[] = bitcoinChains
  .filter((chain) => chain.name !== 'regtest')
  .map((chain) => chain.caipNetworkId)

function claimOf(fields: BitcoinSiwxFields): SignInClaim {
  const data = bitcoinSiwxSessionData(fields)
  return {
    chainId: data.chainId,
    address: fields.address,
    // A segwit address is the same in either case (BIP-173); base58 has case.
    addressKey: bitcoinAddressKey(fields.address),
    domain: fields.domain,
    uri: fields.uri,
    scheme: undefined,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    data,
  }
}

/**
 * Sign-In with Bitcoin (CAIP-122 for a Bitcoin account) for bip122 accounts, with
 * adapter-bitcoin's parser and verifier: the signature is the address's BIP-322 "simple"
 * signature of the text (P2WPKH, P2SH-P2WPKH, P2TR) or its legacy Bitcoin Signed Message
 * (P2PKH, and segwit wallets that have nothing else), in base64 as the Bitcoin adapter gives
 * it, checked offline. Served on the public chains and on `chains` (the server's configured
 * ones, such as regtest).
 */
export function siwbSignIn(chains: readonly string[] = []): SignInProfile {
  const served = new Set([...publicBitcoinChains, ...chains])
  return {
    read(message) {
      try {
        return claimOf(parseBitcoinSiwxMessage(message))
      } catch (error) {
        if (error instanceof BitcoinSiwxError) throw invalidMessage(error)
        throw error
      }
    },

    checkSignatureFormat(signature) {
      if (!readBitcoinSignature(signature)) {
        throw invalidSignatureFormat(
          'must be a base64 Bitcoin message signature: BIP-322 simple (a witness of one or two items) or legacy (65 bytes)',
        )
      }
    },

    serves: (chainId) => served.has(chainId),

    async verify({ message, signature, claim, domain, now }) {
      try {
        await verifyBitcoinSiwxMessage({
          message,
          signature,
          domain,
          nonce: claim.nonce,
          time: now,
        })
      } catch (error) {
        if (!(error instanceof BitcoinSiwxError)) throw error
        switch (error.code) {
          case 'EXPIRED':
          case 'NOT_YET_VALID':
            throw rejected(`${error.message} (${error.details})`)
          case 'UNSUPPORTED_SIGNATURE':
            throw invalidSignatureFormat(`${error.message} (${error.details})`)
          case 'SIGNATURE_MISMATCH':
            throw notTheAccountsSignature(claim.address)
          // Checked before (the page binding, the nonce): a guard against drift.
          case 'DOMAIN_MISMATCH':
          case 'NONCE_MISMATCH':
            throw rejected(error.message)
          default:
            throw invalidMessage(error)
        }
      }
    },
  }
}
