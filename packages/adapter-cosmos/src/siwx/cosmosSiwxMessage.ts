// No cosmos profile of CAIP-122 is published with the namespace's CAIP-2 and CAIP-10 texts, so
// this is CAIP-122's own template (CAIP-122 "Examples") with its data model's fields, laid out
// as the Solana profile and EIP-4361 lay them out: core's CAIP-122 codec. The address is the
// CAIP-10 `account_address` of cosmos: the bech32 address.
import {
  type Caip122Fields,
  type Caip122Profile,
  formatCaip122Message,
  isAddress,
  parseCaip122Message,
} from '@latch/core'
import { cosmosNetworks } from '../networks.js'
import { CosmosSiwxError } from './cosmosSiwxError.js'

/** The fields of a Sign-In with Cosmos message (CAIP-122's data model). */
export type CosmosSiwxFields = Omit<Caip122Fields, 'address' | 'chainId'> & {
  /** The bech32 address signing in. */
  address: string
  /** The CAIP-2 reference of the chain: its chain id (`cosmoshub-4`). */
  chainId: string
}

/** CAIP-122's template for a Cosmos account, on cosmos-namespace chains. */
export const cosmosSiwxProfile: Caip122Profile = {
  namespace: 'cosmos',
  account: 'Cosmos',
  // The shape only (no chain SDK with the page): the signature check decodes the address.
  isAddress: (address) => isAddress(address, 'cosmos'),
  isChainReference: (reference) => /^[-a-zA-Z0-9]{1,32}$/.test(reference),
  checkAddressOnChain({ address, chainId }) {
    // Chains the adapter knows have one prefix; another chain's is left to the signature.
    const known = cosmosNetworks.find((network) => network.id === chainId)
    if (known && !address.startsWith(`${known.bech32Prefix}1`)) {
      throw new CosmosSiwxError('ADDRESS_NOT_ON_CHAIN', { details: `${address} on ${known.name}` })
    }
  },
  errorClass: CosmosSiwxError,
}

/**
 * The text a Cosmos wallet signs for a sign-in (ADR-036, `signArbitrary`): CAIP-122's template
 * for a Cosmos account, `${domain} wants you to sign in with your Cosmos account:` first.
 *
 * @throws {CosmosSiwxError} `INVALID_FIELD` when a field breaks the profile.
 * @example
 * formatCosmosSiwxMessage({ domain: 'example.com', address, uri: 'https://example.com',
 *   version: '1', chainId: 'cosmoshub-4', nonce: 'n0nce1234',
 *   issuedAt: new Date().toISOString() })
 */
export function formatCosmosSiwxMessage(fields: CosmosSiwxFields): string {
  return formatCaip122Message(fields, cosmosSiwxProfile)
}

/**
 * Reads a Sign-In with Cosmos text back into its fields, strictly: the profile's lines in the
 * profile's order, nothing else, every field valid.
 *
 * @throws {CosmosSiwxError} `INVALID_MESSAGE`, `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN`.
 * @example
 * parseCosmosSiwxMessage(text).address // 'cosmos1…'
 */
export function parseCosmosSiwxMessage(text: string): CosmosSiwxFields {
  return parseCaip122Message(text, cosmosSiwxProfile)
}
