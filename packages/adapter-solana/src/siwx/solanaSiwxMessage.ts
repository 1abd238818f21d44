import {
  type Caip122Fields,
  type Caip122Profile,
  formatCaip122Message,
  isAddress,
  parseCaip122Message,
} from '@latch/core'
import { SolanaSiwxError } from './solanaSiwxError.js'

/** The fields of a Sign-In with Solana message (CAIP-122's data model, Solana profile). */
export type SolanaSiwxFields = Omit<Caip122Fields, 'address' | 'chainId'> & {
  /** The base58 account (ed25519 public key) signing in. */
  address: string
  /** The CAIP-2 reference of the cluster, such as `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
}

/** CAIP-122's Solana profile (ChainAgnostic namespaces, `solana/caip122.md`). */
export const solanaSiwxProfile: Caip122Profile = {
  namespace: 'solana',
  account: 'Solana',
  isAddress: (address) => isAddress(address, 'solana'),
  isChainReference: (reference) => /^[-_a-zA-Z0-9]{1,44}$/.test(reference),
  errorClass: SolanaSiwxError,
}

/**
 * The text a Solana wallet signs for a sign-in: CAIP-122's Solana profile
 * (ChainAgnostic namespaces, `solana/caip122.md`), laid out as EIP-4361 is.
 *
 * @throws {SolanaSiwxError} `INVALID_FIELD` when a field breaks the profile.
 * @example
 * formatSolanaSiwxMessage({ domain: 'example.com', address, uri: 'https://example.com',
 *   version: '1', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', nonce: 'n0nce1234',
 *   issuedAt: new Date().toISOString() })
 */
export function formatSolanaSiwxMessage(fields: SolanaSiwxFields): string {
  return formatCaip122Message(fields, solanaSiwxProfile)
}

/**
 * Reads a Sign-In with Solana text back into its fields, strictly: the profile's lines in
 * the profile's order, nothing else, every field valid.
 *
 * @throws {SolanaSiwxError} `INVALID_MESSAGE` or `INVALID_FIELD`.
 * @example
 * parseSolanaSiwxMessage(text).address // 'A3pq…'
 */
export function parseSolanaSiwxMessage(text: string): SolanaSiwxFields {
  return parseCaip122Message(text, solanaSiwxProfile)
}
