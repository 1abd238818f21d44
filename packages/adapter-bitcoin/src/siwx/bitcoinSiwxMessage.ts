// No bip122 profile of CAIP-122 is published: ChainAgnostic/namespaces' `bip122/` has CAIP-2,
// CAIP-10, CAIP-19 and CAIP-350 documents only. So this is CAIP-122's own string template
// (CAIP-122 "Examples") with its data model's fields, laid out as the published Solana profile
// (`solana/caip122.md`) and EIP-4361 lay them out: core's CAIP-122 codec. The address is the
// CAIP-10 `account_address` of bip122 (`bip122/caip10.md`): the address as the wallet gives
// it, without the chain.
import {
  type Caip122Fields,
  type Caip122Profile,
  formatCaip122Message,
  parseCaip122Message,
} from '@latch/core'
import { addressTypeOf, isAddressOfChain } from '../bitcoinAddressKind.js'
import { type BitcoinChain, bitcoinChains } from '../bitcoinChains.js'
import { BitcoinSiwxError } from './bitcoinSiwxError.js'

/** The fields of a Sign-In with Bitcoin message (CAIP-122's data model, Bitcoin profile). */
export type BitcoinSiwxFields = Omit<Caip122Fields, 'address' | 'chainId'> & {
  /** The address signing in: P2WPKH, P2TR, P2SH-P2WPKH or P2PKH, of the chain below. */
  address: string
  /** The CAIP-2 reference of the chain, such as `000000000019d6689c085ae165831e93`. */
  chainId: string
}

/** The Bitcoin chain of a CAIP-2 reference; undefined for any other (Litecoin is bip122 too). */
export function bitcoinChainOfReference(reference: string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => chain.caipNetworkId === `bip122:${reference}`)
}

/** CAIP-122's template for a Bitcoin account, on Bitcoin's four chains. */
export const bitcoinSiwxProfile: Caip122Profile = {
  namespace: 'bip122',
  account: 'Bitcoin',
  // The four types a single key signs for; a P2WSH script or an unknown witness version is
  // nobody's single signature.
  isAddress: (address) => addressTypeOf(address) !== undefined,
  isChainReference: (reference) => bitcoinChainOfReference(reference) !== undefined,
  // A testnet address is no mainnet account: the address must be of the chain it names.
  checkAddressOnChain({ address, chainId }) {
    const chain = bitcoinChainOfReference(chainId)
    if (chain && !isAddressOfChain(address, chain)) {
      throw new BitcoinSiwxError('ADDRESS_NOT_ON_CHAIN', { details: `${address} on ${chain.name}` })
    }
  },
  errorClass: BitcoinSiwxError,
}

/**
 * The text a Bitcoin wallet signs for a sign-in (BIP-322 over its UTF-8 bytes): CAIP-122's
 * template for a Bitcoin account, laid out as the Solana profile and EIP-4361 are.
 *
 * @throws {BitcoinSiwxError} `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN` when a field breaks
 *   the profile.
 * @example
 * formatBitcoinSiwxMessage({ domain: 'example.com', address, uri: 'https://example.com',
 *   version: '1', chainId: '000000000019d6689c085ae165831e93', nonce: 'n0nce1234',
 *   issuedAt: new Date().toISOString() })
 */
export function formatBitcoinSiwxMessage(fields: BitcoinSiwxFields): string {
  return formatCaip122Message(fields, bitcoinSiwxProfile)
}

/**
 * Reads a Sign-In with Bitcoin text back into its fields, strictly: the profile's lines in
 * the profile's order, nothing else, every field valid.
 *
 * @throws {BitcoinSiwxError} `INVALID_MESSAGE`, `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN`.
 * @example
 * parseBitcoinSiwxMessage(text).address // 'bc1q…'
 */
export function parseBitcoinSiwxMessage(text: string): BitcoinSiwxFields {
  return parseCaip122Message(text, bitcoinSiwxProfile)
}
