import {
  parseSolanaSiwxMessage,
  SolanaSiwxError,
  type SolanaSiwxFields,
  solanaSiwxSessionData,
  verifySolanaSiwxMessage,
} from '@latch/adapter-solana'
import { getNetworksOfNamespace } from '@latch/core/networks'
import {
  invalidMessage,
  invalidSignatureFormat,
  notTheAccountsSignature,
  rejected,
  type SignInClaim,
  type SignInProfile,
} from './signInProfile.js'

/** The first line of a Sign-In with Solana message ends so (CAIP-122, Solana profile). */
export const solanaSignInHeader = ' wants you to sign in with your Solana account:'

// 64 bytes in base58, as the Solana adapter hands a signature over: 64 to 88 characters.
const base58Signature = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/** The public clusters (mainnet, testnet, devnet): a sign-in needs no RPC, so always served. */
export const publicSolanaClusters: readonly string[] = getNetworksOfNamespace('solana').map(
  (network) => network.caipNetworkId,
)

function claimOf(fields: SolanaSiwxFields): SignInClaim {
  const data = solanaSiwxSessionData(fields)
  return {
    chainId: data.chainId,
    address: fields.address,
    // Base58 has case: the address is the account's key as it is written.
    addressKey: fields.address,
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
 * Sign-In with Solana (CAIP-122, Solana profile) for solana accounts, with adapter-solana's
 * parser and verifier: the signature is the account's ed25519 signature of the text's UTF-8
 * bytes, in base58 (what `solana:signMessage` and the Solana adapter give), checked offline.
 * Served on the public clusters and on `clusters` (the server's configured ones).
 */
export function siwsSignIn(clusters: readonly string[] = []): SignInProfile {
  const served = new Set([...publicSolanaClusters, ...clusters])
  return {
    read(message) {
      try {
        return claimOf(parseSolanaSiwxMessage(message))
      } catch (error) {
        if (error instanceof SolanaSiwxError) throw invalidMessage(error)
        throw error
      }
    },

    checkSignatureFormat(signature) {
      if (!base58Signature.test(signature)) {
        throw invalidSignatureFormat('must be a base58 ed25519 signature (64 bytes)')
      }
    },

    serves: (chainId) => served.has(chainId),

    async verify({ message, signature, claim, domain, now }) {
      try {
        await verifySolanaSiwxMessage({ message, signature, domain, nonce: claim.nonce, time: now })
      } catch (error) {
        if (!(error instanceof SolanaSiwxError)) throw error
        switch (error.code) {
          case 'EXPIRED':
          case 'NOT_YET_VALID':
            throw rejected(`${error.message} (${error.details})`)
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
