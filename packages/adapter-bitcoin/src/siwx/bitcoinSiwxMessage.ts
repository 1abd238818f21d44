// No bip122 profile of CAIP-122 is published: ChainAgnostic/namespaces' `bip122/` has CAIP-2,
// CAIP-10, CAIP-19 and CAIP-350 documents only. So this is CAIP-122's own string template
// (CAIP-122 "Examples") with its data model's fields, laid out as the published Solana profile
// (`solana/caip122.md`) and EIP-4361 lay them out: Chain ID right after Version, and the chain
// written as its CAIP-2 reference (the `bip122:` namespace is said by "Bitcoin account"). The
// address is the CAIP-10 `account_address` of bip122 (`bip122/caip10.md`): the address as the
// wallet gives it, without the chain.
import { addressTypeOf, isAddressOfChain } from '../bitcoinAddressKind.js'
import { type BitcoinChain, bitcoinChains } from '../bitcoinChains.js'
import { BitcoinSiwxError } from './bitcoinSiwxError.js'

/** The fields of a Sign-In with Bitcoin message (CAIP-122's data model, Bitcoin profile). */
export type BitcoinSiwxFields = {
  /** The host (and port) asking, such as `example.com`. */
  domain: string
  /** The address signing in: P2WPKH, P2TR, P2SH-P2WPKH or P2PKH, of the chain below. */
  address: string
  statement?: string | undefined
  uri: string
  version: '1'
  /** The CAIP-2 reference of the chain, such as `000000000019d6689c085ae165831e93`. */
  chainId: string
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const header = ' wants you to sign in with your Bitcoin account:'
const dateTime =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i
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

/** The Bitcoin chain of a CAIP-2 reference; undefined for any other (Litecoin is bip122 too). */
export function bitcoinChainOfReference(reference: string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => chain.caipNetworkId === `bip122:${reference}`)
}

/** Epoch ms of an RFC 3339 date-time, or an error naming `field`. */
export function dateTimeMs(field: string, value: string): number {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? []
  // `Date.parse` rolls 2026-02-30 over to March: the day must exist in its month.
  const realDay =
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDate() === Number(day)
  const ms = dateTime.test(value) && realDay ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw new BitcoinSiwxError('INVALID_FIELD', { field, details: value })
  return ms
}

/** Checks every field by the profile's rules; throws on the first that breaks one. */
function checkBitcoinSiwxFields(fields: BitcoinSiwxFields): void {
  const invalid = (field: string, value: unknown) => {
    throw new BitcoinSiwxError('INVALID_FIELD', { field, details: String(value) })
  }
  if (!/^[^\s/?#@]+$/.test(fields.domain)) invalid('domain', fields.domain)
  // The four types a single key signs for; a P2WSH script or an unknown witness version is
  // nobody's single signature.
  if (addressTypeOf(fields.address) === undefined) invalid('address', fields.address)
  if (fields.statement !== undefined && !oneLine.test(fields.statement)) {
    invalid('statement', fields.statement)
  }
  if (!isUri(fields.uri)) invalid('URI', fields.uri)
  if (fields.version !== '1') invalid('version', fields.version)
  const chain = bitcoinChainOfReference(fields.chainId)
  if (!chain) invalid('chain ID', fields.chainId)
  // A testnet address is no mainnet account: the address must be of the chain it names.
  if (chain && !isAddressOfChain(fields.address, chain)) {
    throw new BitcoinSiwxError('ADDRESS_NOT_ON_CHAIN', {
      details: `${fields.address} on ${chain.name}`,
    })
  }
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
  checkBitcoinSiwxFields(fields)
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
 * Reads a Sign-In with Bitcoin text back into its fields, strictly: the profile's lines in
 * the profile's order, nothing else, every field valid.
 *
 * @throws {BitcoinSiwxError} `INVALID_MESSAGE`, `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN`.
 * @example
 * parseBitcoinSiwxMessage(text).address // 'bc1q…'
 */
export function parseBitcoinSiwxMessage(text: string): BitcoinSiwxFields {
  const lines = text.split('\n')
  let index = 0
  const malformed = (details: string): never => {
    throw new BitcoinSiwxError('INVALID_MESSAGE', { details })
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
  const fields: BitcoinSiwxFields = {
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
  checkBitcoinSiwxFields(fields)
  return fields
}
