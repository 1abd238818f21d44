import type { SiweError } from './siweError.js'
import { type SiweMessageFields, validateSiweMessageFields } from './siweMessageFields.js'

export type FormatSiweMessageParameters = SiweMessageFields
export type FormatSiweMessageReturnType = string
export type FormatSiweMessageErrorType = SiweError

/** The fixed text after the domain on the first line (EIP-4361, eip155 profile of CAIP-122). */
export const SIWE_HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'

/**
 * Writes the exact EIP-4361 text of a sign-in message, the text the wallet signs. Every
 * field is checked first, so a malformed message is never produced.
 *
 * @throws {SiweError} the code of the first field that breaks EIP-4361, with its `field`.
 * @example
 * formatSiweMessage({
 *   domain: 'example.com',
 *   address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
 *   statement: 'Sign in to Example',
 *   uri: 'https://example.com',
 *   version: '1',
 *   chainId: 1,
 *   nonce: '32891757',
 *   issuedAt: '2021-09-30T16:25:24.000Z',
 * })
 * // 'example.com wants you to sign in with your Ethereum account:\n0xC02a…6Cc2\n\n' +
 * // 'Sign in to Example\n\nURI: https://example.com\nVersion: 1\nChain ID: 1\n' +
 * // 'Nonce: 32891757\nIssued At: 2021-09-30T16:25:24.000Z'
 */
export function formatSiweMessage(
  fields: FormatSiweMessageParameters,
): FormatSiweMessageReturnType {
  const valid = validateSiweMessageFields(fields)
  const origin = valid.scheme === undefined ? valid.domain : `${valid.scheme}://${valid.domain}`
  const lines = [`${origin}${SIWE_HEADER_SUFFIX}`, valid.address, '']
  // An empty statement still takes its line, so "empty" and "absent" stay distinct.
  if (valid.statement !== undefined) lines.push(valid.statement)
  lines.push(
    '',
    `URI: ${valid.uri}`,
    `Version: ${valid.version}`,
    `Chain ID: ${valid.chainId}`,
    `Nonce: ${valid.nonce}`,
    `Issued At: ${valid.issuedAt}`,
  )
  if (valid.expirationTime !== undefined) lines.push(`Expiration Time: ${valid.expirationTime}`)
  if (valid.notBefore !== undefined) lines.push(`Not Before: ${valid.notBefore}`)
  if (valid.requestId !== undefined) lines.push(`Request ID: ${valid.requestId}`)
  if (valid.resources !== undefined) {
    lines.push('Resources:', ...valid.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
