// CAIP-122's string template with its data model's fields, laid out as the published Solana
// profile (ChainAgnostic namespaces, `solana/caip122.md`) and EIP-4361 lay them out: Chain ID
// right after Version, the chain written as its CAIP-2 reference (the namespace is said by the
// first line's account).
import { type Caip122Fields, checkCaip122Fields } from './caip122Fields.js'
import type { Caip122Profile } from './caip122Profile.js'

const headerOf = (profile: Caip122Profile) =>
  ` wants you to sign in with your ${profile.account} account:`

/**
 * The text a wallet signs for a CAIP-122 sign-in, in the profile's layout.
 *
 * @throws {Caip122Error} the profile's `INVALID_FIELD` (or its own codes) when a field breaks
 *   a rule.
 * @example
 * formatCaip122Message({ domain: 'example.com', address, uri: 'https://example.com',
 *   version: '1', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', nonce: 'n0nce1234',
 *   issuedAt: new Date().toISOString() }, solanaSiwxProfile)
 */
export function formatCaip122Message(fields: Caip122Fields, profile: Caip122Profile): string {
  checkCaip122Fields(fields, profile)
  const lines = [`${fields.domain}${headerOf(profile)}`, fields.address, '']
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
 * Reads a CAIP-122 text back into its fields, strictly: the profile's lines in the profile's
 * order, nothing else, every field valid.
 *
 * @throws {Caip122Error} the profile's `INVALID_MESSAGE` or `INVALID_FIELD` (or its own codes).
 * @example
 * parseCaip122Message(text, solanaSiwxProfile).address
 */
export function parseCaip122Message(text: string, profile: Caip122Profile): Caip122Fields {
  const header = headerOf(profile)
  const lines = text.split('\n')
  let index = 0
  const malformed = (details: string): never => {
    throw new profile.errorClass('INVALID_MESSAGE', { details })
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
  const fields: Caip122Fields = {
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
  checkCaip122Fields(fields, profile)
  return fields
}
