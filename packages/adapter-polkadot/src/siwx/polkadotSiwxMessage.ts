// No polkadot profile of CAIP-122 is published (ChainAgnostic/namespaces' `polkadot/` has
// CAIP-2 and CAIP-10 only). So this is CAIP-122's own template (CAIP-122 "Examples") with its
// data model's fields, laid out as the Solana profile and EIP-4361 lay them out: core's
// CAIP-122 codec. The address is the CAIP-10 `account_address` of polkadot: the SS58 address.
import {
  type Caip122Fields,
  type Caip122Profile,
  formatCaip122Message,
  parseCaip122Message,
} from '@latch/core'
import { isPolkadotAddress } from '../polkadotAddress.js'
import { PolkadotSiwxError } from './polkadotSiwxError.js'

/** The fields of a Sign-In with Substrate message (CAIP-122's data model). */
export type PolkadotSiwxFields = Omit<Caip122Fields, 'address' | 'chainId'> & {
  /** The SS58 address signing in. */
  address: string
  /** The CAIP-2 reference of the chain: the first 32 hex digits of its genesis hash. */
  chainId: string
}

/** CAIP-122's template for a Substrate account, on polkadot-namespace chains. */
export const polkadotSiwxProfile: Caip122Profile = {
  namespace: 'polkadot',
  account: 'Substrate',
  // The shape only (no chain SDK with the page): the signature check decodes the address.
  isAddress: isPolkadotAddress,
  isChainReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  errorClass: PolkadotSiwxError,
}

/**
 * The text an extension signs for a sign-in (as raw bytes, wrapped in `<Bytes>`): CAIP-122's
 * template for a Substrate account, `${domain} wants you to sign in with your Substrate
 * account:` first.
 *
 * @throws {PolkadotSiwxError} `INVALID_FIELD` when a field breaks the profile.
 * @example
 * formatPolkadotSiwxMessage({ domain: 'example.com', address, uri: 'https://example.com',
 *   version: '1', chainId: '91b171bb158e2d3848fa23a9f1c25182', nonce: 'n0nce1234',
 *   issuedAt: new Date().toISOString() })
 */
export function formatPolkadotSiwxMessage(fields: PolkadotSiwxFields): string {
  return formatCaip122Message(fields, polkadotSiwxProfile)
}

/**
 * Reads a Sign-In with Substrate text back into its fields, strictly: the profile's lines in
 * the profile's order, nothing else, every field valid.
 *
 * @throws {PolkadotSiwxError} `INVALID_MESSAGE` or `INVALID_FIELD`.
 * @example
 * parsePolkadotSiwxMessage(text).address // '15oF…'
 */
export function parsePolkadotSiwxMessage(text: string): PolkadotSiwxFields {
  return parseCaip122Message(text, polkadotSiwxProfile)
}
