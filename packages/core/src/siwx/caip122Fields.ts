import type { Caip122Profile } from './caip122Profile.js'
import { rfc3339Ms } from './rfc3339DateTime.js'

/** The fields of a CAIP-122 sign-in message (CAIP-122's data model), as its text writes them. */
export type Caip122Fields = {
  /** The host (and port) asking, such as `example.com`. */
  domain: string
  /** The account signing in, as the namespace's CAIP-10 `account_address`. */
  address: string
  statement?: string | undefined
  uri: string
  version: '1'
  /** The CAIP-2 reference of the chain (the namespace is the profile's). */
  chainId: string
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

// Printable, one line: what a wallet can show the user as it is.
const oneLine = /^\P{Cc}+$/u

function isUri(value: string): boolean {
  if (!oneLine.test(value) || /\s/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/**
 * Epoch ms of a field's RFC 3339 date-time.
 *
 * @throws {Caip122Error} the profile's `INVALID_FIELD`, naming `field`.
 * @example
 * caip122DateTimeMs('Expiration Time', fields.expirationTime, solanaSiwxProfile)
 */
export function caip122DateTimeMs(field: string, value: string, profile: Caip122Profile): number {
  const ms = rfc3339Ms(value)
  if (ms === undefined) throw new profile.errorClass('INVALID_FIELD', { field, details: value })
  return ms
}

/**
 * Checks every field by CAIP-122's rules and the profile's; throws on the first that breaks one.
 *
 * @throws {Caip122Error} the profile's `INVALID_FIELD` (or an error of `checkAddressOnChain`).
 * @example
 * checkCaip122Fields(fields, solanaSiwxProfile)
 */
export function checkCaip122Fields(fields: Caip122Fields, profile: Caip122Profile): void {
  const invalid = (field: string, value: unknown) => {
    throw new profile.errorClass('INVALID_FIELD', { field, details: String(value) })
  }
  if (!/^[^\s/?#@]+$/.test(fields.domain)) invalid('domain', fields.domain)
  if (!profile.isAddress(fields.address)) invalid('address', fields.address)
  if (fields.statement !== undefined && !oneLine.test(fields.statement)) {
    invalid('statement', fields.statement)
  }
  if (!isUri(fields.uri)) invalid('URI', fields.uri)
  if (fields.version !== '1') invalid('version', fields.version)
  if (!profile.isChainReference(fields.chainId)) invalid('chain ID', fields.chainId)
  profile.checkAddressOnChain?.(fields)
  // CAIP-122 and EIP-4361: at least 8 alphanumeric characters.
  if (!/^[a-zA-Z0-9]{8,}$/.test(fields.nonce)) invalid('nonce', fields.nonce)
  caip122DateTimeMs('Issued At time', fields.issuedAt, profile)
  if (fields.expirationTime !== undefined) {
    caip122DateTimeMs('Expiration Time', fields.expirationTime, profile)
  }
  if (fields.notBefore !== undefined)
    caip122DateTimeMs('Not Before time', fields.notBefore, profile)
  if (fields.requestId !== undefined && !/^[^\s]*$/.test(fields.requestId)) {
    invalid('request ID', fields.requestId)
  }
  for (const resource of fields.resources ?? []) if (!isUri(resource)) invalid('resource', resource)
}
