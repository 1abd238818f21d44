import { type Address, checksumAddress } from 'viem'
import { checkDateTime } from './rfc3339.js'
import { parseAuthority, parseUri, uriRules } from './rfc3986.js'
import { SiweError } from './siweError.js'

/**
 * The fields of a Sign-In with Ethereum message (EIP-4361), the eip155 profile of CAIP-122.
 * Optional fields are absent, never `undefined`, when the message has no such line.
 */
export type SiweMessageFields = {
  /** URI scheme of the requesting origin, such as `https`; written before the domain. */
  scheme?: string
  /** RFC 3986 authority of the site asking for the sign-in: host and optional port. */
  domain: string
  /** The signing account, EIP-55 checksummed. */
  address: Address
  /** One line the visitor agrees to; may be empty, which differs from absent. */
  statement?: string
  /** RFC 3986 URI of the resource the sign-in is for, usually the page's origin. */
  uri: string
  version: '1'
  /** EIP-155 chain id. */
  chainId: number
  /** At least 8 letters or digits, chosen by the server and used once. */
  nonce: string
  /** RFC 3339 date-time. */
  issuedAt: string
  /** RFC 3339 date-time after which the message is no longer valid. */
  expirationTime?: string
  /** RFC 3339 date-time before which the message is not valid yet. */
  notBefore?: string
  /** RFC 3986 pchars; may be empty. */
  requestId?: string
  /** RFC 3986 URIs the visitor grants access to; may be an empty list. */
  resources?: readonly string[]
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
const chainIdPattern = /^[0-9]+$/

type FieldsWithUndefined = {
  [Key in keyof SiweMessageFields]-?: SiweMessageFields[Key] | undefined
}

/** The fields with absent optional ones left out (not set to `undefined`). */
export function siweMessageFields(values: FieldsWithUndefined): SiweMessageFields {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as SiweMessageFields
}

function fail(code: ConstructorParameters<typeof SiweError>[0], field: string, value: unknown) {
  return new SiweError(code, { field, details: `${field}: ${JSON.stringify(value)}` })
}

/** @throws {SiweError} `INVALID_SCHEME` */
export function checkScheme(value: string): string {
  if (!uriRules.scheme(value)) throw fail('INVALID_SCHEME', 'scheme', value)
  return value
}

/**
 * EIP-4361's domain is an RFC 3986 authority. The grammar lets the host be empty, but a
 * sign-in for no host binds nothing, so the host is required here.
 *
 * @throws {SiweError} `INVALID_DOMAIN`
 */
export function checkDomain(value: string): string {
  const authority = parseAuthority(value)
  if (!authority || authority.host === '') throw fail('INVALID_DOMAIN', 'domain', value)
  return value
}

/** @throws {SiweError} `INVALID_ADDRESS` unless the address carries its EIP-55 checksum. */
export function checkAddress(value: string): Address {
  if (!addressPattern.test(value) || checksumAddress(value as Address) !== value) {
    throw fail('INVALID_ADDRESS', 'address', value)
  }
  return value as Address
}

/** @throws {SiweError} `INVALID_STATEMENT` */
export function checkStatement(value: string): string {
  if (!uriRules.statement(value)) throw fail('INVALID_STATEMENT', 'statement', value)
  return value
}

/** @throws {SiweError} `INVALID_URI` */
export function checkUri(value: string): string {
  if (!parseUri(value)) throw fail('INVALID_URI', 'uri', value)
  return value
}

/** @throws {SiweError} `INVALID_VERSION` */
export function checkVersion(value: string): '1' {
  if (value !== '1') throw fail('INVALID_VERSION', 'version', value)
  return value
}

/**
 * Reads the `Chain ID` text (`1*DIGIT`) into a number that stays exact.
 *
 * @throws {SiweError} `INVALID_CHAIN_ID`
 */
export function readChainId(value: string): number {
  const chainId = Number(value)
  if (!chainIdPattern.test(value) || !Number.isSafeInteger(chainId)) {
    throw fail('INVALID_CHAIN_ID', 'chainId', value)
  }
  return chainId
}

/** @throws {SiweError} `INVALID_NONCE` */
export function checkNonce(value: string): string {
  if (!noncePattern.test(value)) throw fail('INVALID_NONCE', 'nonce', value)
  return value
}

/**
 * @returns The moment as epoch milliseconds.
 * @throws {SiweError} `INVALID_DATE_TIME_SYNTAX` or `INVALID_DATE_TIME_VALUE`
 */
export function checkTimestamp(field: string, value: string): number {
  const check = checkDateTime(value)
  if (check.valid) return check.epochMs
  const code = check.reason === 'syntax' ? 'INVALID_DATE_TIME_SYNTAX' : 'INVALID_DATE_TIME_VALUE'
  throw fail(code, field, value)
}

/** @throws {SiweError} `INVALID_REQUEST_ID` */
export function checkRequestId(value: string): string {
  if (value !== '' && !uriRules['segment-nz'](value)) {
    throw fail('INVALID_REQUEST_ID', 'requestId', value)
  }
  return value
}

/** @throws {SiweError} `INVALID_RESOURCE` */
export function checkResource(value: string): string {
  if (!parseUri(value)) throw fail('INVALID_RESOURCE', 'resources', value)
  return value
}

type FieldKey = keyof SiweMessageFields

function readString(
  input: Record<string, unknown>,
  field: FieldKey,
  required: boolean,
): string | undefined {
  const value = input[field]
  if (value === undefined) {
    if (required) throw new SiweError('MISSING_FIELD', { field })
    return undefined
  }
  if (typeof value !== 'string') throw fail('INVALID_MESSAGE', field, value)
  return value
}

/**
 * Checks every field against EIP-4361 (and the RFCs it cites) and returns them with absent
 * optional fields left out. Accepts `unknown` because messages arrive from JSON and from
 * untyped callers.
 *
 * @throws {SiweError} with the code of the first rule that fails and its `field`.
 * @example
 * validateSiweMessageFields({ domain: 'example.com', address: '0xC02a…6Cc2', … })
 */
export function validateSiweMessageFields(input: unknown): SiweMessageFields {
  if (typeof input !== 'object' || input === null) {
    throw new SiweError('INVALID_MESSAGE', { details: 'fields must be an object' })
  }
  const record = input as Record<string, unknown>
  const required = (field: FieldKey) => readString(record, field, true) as string
  const optional = (field: FieldKey) => readString(record, field, false)

  const scheme = optional('scheme')
  if (scheme !== undefined) checkScheme(scheme)
  const domain = checkDomain(required('domain'))
  const address = checkAddress(required('address'))
  const statement = optional('statement')
  if (statement !== undefined) checkStatement(statement)
  const uri = checkUri(required('uri'))
  const version = checkVersion(required('version'))

  const chainId = record.chainId
  if (chainId === undefined) throw new SiweError('MISSING_FIELD', { field: 'chainId' })
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 0) {
    throw fail('INVALID_CHAIN_ID', 'chainId', chainId)
  }

  const nonce = checkNonce(required('nonce'))
  const issuedAt = required('issuedAt')
  checkTimestamp('issuedAt', issuedAt)
  const expirationTime = optional('expirationTime')
  if (expirationTime !== undefined) checkTimestamp('expirationTime', expirationTime)
  const notBefore = optional('notBefore')
  if (notBefore !== undefined) checkTimestamp('notBefore', notBefore)
  const requestId = optional('requestId')
  if (requestId !== undefined) checkRequestId(requestId)

  const resources = record.resources
  if (resources !== undefined) {
    if (!Array.isArray(resources)) throw fail('INVALID_RESOURCE', 'resources', resources)
    for (const resource of resources) {
      if (typeof resource !== 'string') throw fail('INVALID_RESOURCE', 'resources', resource)
      checkResource(resource)
    }
  }

  return siweMessageFields({
    scheme,
    domain,
    address,
    statement,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources: resources === undefined ? undefined : [...(resources as string[])],
  })
}
