import { isAddress } from '@latch/core'
import { SolanaSiwxError } from './solanaSiwxError.js'

/** The fields of a Sign-In with Solana message (CAIP-122's data model, Solana profile). */
export type SolanaSiwxFields = {
  /** The host (and port) asking, such as `example.com`. */
  domain: string
  /** The base58 account (ed25519 public key) signing in. */
  address: string
  statement?: string | undefined
  uri: string
  version: '1'
  /** The CAIP-2 reference of the cluster, such as `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const header = ' wants you to sign in with your Solana account:'
const dateTime =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i
// Printable, one line: what a wallet can show the user as it is.
const oneLine = /^\P{Cc}+$/u
const chainReference = /^[-_a-zA-Z0-9]{1,44}$/

function isUri(value: string): boolean {
  if (!oneLine.test(value) || /\s/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** Epoch ms of an RFC 3339 date-time, or an error naming `field`. */
export function dateTimeMs(field: string, value: string): number {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? []
  // `Date.parse` rolls 2026-02-30 over to March: the day must exist in its month.
  const realDay =
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDate() === Number(day)
  const ms = dateTime.test(value) && realDay ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw new SolanaSiwxError('INVALID_FIELD', { field, details: value })
  return ms
}

/** Checks every field by the profile's rules; throws on the first that breaks one. */
export function checkSolanaSiwxFields(fields: SolanaSiwxFields): void {
  const invalid = (field: string, value: unknown) => {
    throw new SolanaSiwxError('INVALID_FIELD', { field, details: String(value) })
  }
  if (!/^[^\s/?#@]+$/.test(fields.domain)) invalid('domain', fields.domain)
  if (!isAddress(fields.address, 'solana')) invalid('address', fields.address)
  if (fields.statement !== undefined && !oneLine.test(fields.statement)) {
    invalid('statement', fields.statement)
  }
  if (!isUri(fields.uri)) invalid('URI', fields.uri)
  if (fields.version !== '1') invalid('version', fields.version)
  if (!chainReference.test(fields.chainId)) invalid('chain ID', fields.chainId)
  // CAIP-122 and EIP-4361: at least 8 alphanumeric characters.
  if (!/^[a-zA-Z0-9]{8,}$/.test(fields.nonce)) invalid('nonce', fields.nonce)
  dateTimeMs('Issued At time', fields.issuedAt)
  if (fields.expirationTime !== undefined) dateTimeMs('Expiration Time', fields.expirationTime)
  if (fields.notBefore !== undefined) dateTimeMs('Not Before time', fields.notBefore)
  if (fields.requestId !== undefined && !/^[^\s]*$/.test(fields.requestId)) {
    invalid('request ID', fields.requestId)
  }
  for (const resource of fields.resources ?? []) if (!isUri(resource)) invalid('resource', resource)
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
  checkSolanaSiwxFields(fields)
  const lines = [`${fields.domain}${header}`, fields.address, '']
  if (fields.statement !== undefined) lines.push(fields.statement, '')
  lines.push(
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}

/**
 * Reads a Sign-In with Solana text back into its fields, strictly: the profile's lines in
 * the profile's order, nothing else, every field valid.
 *
 * @throws {SolanaSiwxError} `INVALID_MESSAGE` or `INVALID_FIELD`.
 */
export function parseSolanaSiwxMessage(text: string): SolanaSiwxFields {
  const lines = text.split('\n')
  let index = 0
  const malformed = (details: string): never => {
    throw new SolanaSiwxError('INVALID_MESSAGE', { details })
  }
  const next = () => lines[index++]
  const first = next() ?? ''
  if (!first.endsWith(header)) malformed('the first line is not the sign-in request')
  const domain = first.slice(0, -header.length)
  const address = next() ?? malformed('no address')
  if (next() !== '') malformed('no empty line after the address')
  let statement: string | undefined
  if (!lines[index]?.startsWith('URI: ')) {
    statement = next()
    if (next() !== '') malformed('no empty line after the statement')
  }
  const field = (label: string, required: boolean): string | undefined => {
    const line = lines[index]
    if (line?.startsWith(`${label}: `)) {
      index++
      return line.slice(label.length + 2)
    }
    if (required) malformed(`no ${label} where the profile puts it`)
    return undefined
  }
  const uri = field('URI', true) as string
  const version = field('Version', true) as string
  const chainId = field('Chain ID', true) as string
  const nonce = field('Nonce', true) as string
  const issuedAt = field('Issued At', true) as string
  const expirationTime = field('Expiration Time', false)
  const notBefore = field('Not Before', false)
  const requestId = field('Request ID', false)
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    while (lines[index]?.startsWith('- ')) resources.push((next() as string).slice(2))
  }
  if (index !== lines.length) malformed(`unexpected line ${index + 1}: ${lines[index]}`)
  const fields: SolanaSiwxFields = {
    domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: version as '1',
    chainId,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  checkSolanaSiwxFields(fields)
  return fields
}
