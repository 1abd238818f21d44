import { SIWE_HEADER_SUFFIX } from './formatSiweMessage.js'
import { SiweError } from './siweError.js'
import {
  checkAddress,
  checkDomain,
  checkNonce,
  checkRequestId,
  checkResource,
  checkScheme,
  checkStatement,
  checkTimestamp,
  checkUri,
  checkVersion,
  readChainId,
  type SiweMessageFields,
  siweMessageFields,
} from './siweMessageFields.js'

export type ParseSiweMessageParameters = string
export type ParseSiweMessageReturnType = SiweMessageFields
export type ParseSiweMessageErrorType = SiweError

// `[ scheme "://" ] domain`: a scheme is taken only where "://" follows it, and an authority
// never holds "/", so the split is unambiguous.
const originPattern = /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?(.*)$/

/** Reads the message line by line in the fixed order of the EIP-4361 ABNF. */
class LineReader {
  private index = 0
  constructor(private readonly lines: readonly string[]) {}

  get lineNumber(): number {
    return this.index + 1
  }

  peek(): string | undefined {
    return this.lines[this.index]
  }

  next(): string | undefined {
    const line = this.lines[this.index]
    if (line !== undefined) this.index += 1
    return line
  }

  done(): boolean {
    return this.index >= this.lines.length
  }

  /** The value after `prefix` on the next line; throws when the line is another one. */
  expect(prefix: string, field: string): string {
    const line = this.peek()
    if (line === undefined || !line.startsWith(prefix)) {
      throw new SiweError('MISSING_FIELD', {
        field,
        details: `line ${this.lineNumber} should start with ${JSON.stringify(prefix)}`,
      })
    }
    this.index += 1
    return line.slice(prefix.length)
  }

  /** The value after `prefix` when the next line has it, else `undefined`. */
  optional(prefix: string): string | undefined {
    const line = this.peek()
    if (line === undefined || !line.startsWith(prefix)) return undefined
    this.index += 1
    return line.slice(prefix.length)
  }

  expectEmpty(): void {
    const line = this.next()
    if (line !== '') {
      throw new SiweError('INVALID_MESSAGE', {
        details: `line ${this.lineNumber - 1} should be empty`,
      })
    }
  }
}

/**
 * Reads an EIP-4361 message into its fields, strictly by the ABNF: the fixed line order,
 * the optional lines in their place, LF line ends, no trailing text, and every value checked
 * (RFC 3986 authority and URIs including IPv6, EIP-55 address, RFC 3339 times).
 *
 * @throws {SiweError} `INVALID_MESSAGE` or `MISSING_FIELD` for a broken layout, or the code of
 *   the field whose value is malformed.
 * @example
 * parseSiweMessage(
 *   'example.com wants you to sign in with your Ethereum account:\n' +
 *     '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\n\n' +
 *     'URI: https://example.com\nVersion: 1\nChain ID: 1\nNonce: 32891757\n' +
 *     'Issued At: 2021-09-30T16:25:24.000Z',
 * )
 * // { domain: 'example.com', address: '0xC02a…6Cc2', uri: 'https://example.com',
 * //   version: '1', chainId: 1, nonce: '32891757', issuedAt: '2021-09-30T16:25:24.000Z' }
 */
export function parseSiweMessage(message: ParseSiweMessageParameters): ParseSiweMessageReturnType {
  if (typeof message !== 'string') {
    throw new SiweError('INVALID_MESSAGE', { details: 'the message must be a string' })
  }
  const reader = new LineReader(message.split('\n'))

  const header = reader.next() ?? ''
  if (!header.endsWith(SIWE_HEADER_SUFFIX)) {
    throw new SiweError('INVALID_MESSAGE', {
      details: `line 1 should end with ${JSON.stringify(SIWE_HEADER_SUFFIX)}`,
    })
  }
  const origin = header.slice(0, -SIWE_HEADER_SUFFIX.length)
  const [, scheme, domain = ''] = originPattern.exec(origin) ?? []
  if (scheme !== undefined) checkScheme(scheme)
  checkDomain(domain)

  const address = checkAddress(reader.next() ?? '')
  reader.expectEmpty()

  // `[ statement LF ] LF`: with no statement the URI line follows one empty line; otherwise
  // the statement (which may itself be empty) is followed by an empty line.
  let statement: string | undefined
  const afterBlank = reader.peek()
  reader.next()
  if (afterBlank !== '' || !reader.peek()?.startsWith('URI: ')) {
    statement = checkStatement(afterBlank ?? '')
    reader.expectEmpty()
  }

  const uri = checkUri(reader.expect('URI: ', 'uri'))
  const version = checkVersion(reader.expect('Version: ', 'version'))
  const chainId = readChainId(reader.expect('Chain ID: ', 'chainId'))
  const nonce = checkNonce(reader.expect('Nonce: ', 'nonce'))
  const issuedAt = reader.expect('Issued At: ', 'issuedAt')
  checkTimestamp('issuedAt', issuedAt)

  const expirationTime = reader.optional('Expiration Time: ')
  if (expirationTime !== undefined) checkTimestamp('expirationTime', expirationTime)
  const notBefore = reader.optional('Not Before: ')
  if (notBefore !== undefined) checkTimestamp('notBefore', notBefore)
  const requestId = reader.optional('Request ID: ')
  if (requestId !== undefined) checkRequestId(requestId)

  let resources: string[] | undefined
  if (reader.peek() === 'Resources:') {
    reader.next()
    resources = []
    while (!reader.done()) {
      const line = reader.next() ?? ''
      if (!line.startsWith('- ')) {
        throw new SiweError('INVALID_MESSAGE', {
          details: `line ${reader.lineNumber - 1} should be a resource starting with "- "`,
        })
      }
      resources.push(checkResource(line.slice(2)))
    }
  }

  if (!reader.done()) {
    throw new SiweError('INVALID_MESSAGE', {
      details: `line ${reader.lineNumber} is not expected here: ${JSON.stringify(reader.peek())}`,
    })
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
    resources,
  })
}
