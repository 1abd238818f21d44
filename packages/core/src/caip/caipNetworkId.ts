import { CaipError } from '../errors/caip.js'

/** A CAIP-2 chain id: `namespace:reference`, such as `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

export type ParsedCaipNetworkId = {
  /** `[-a-z0-9]{3,8}`, such as `eip155` or `solana`. */
  namespace: string
  /** `[-_a-zA-Z0-9]{1,32}`, such as `1` or `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  reference: string
}

// The syntax of CAIP-2, anchored.
export const caipNamespacePattern = /^[-a-z0-9]{3,8}$/
export const caipReferencePattern = /^[-_a-zA-Z0-9]{1,32}$/

function isValidParts(namespace: string, reference: string): boolean {
  return caipNamespacePattern.test(namespace) && caipReferencePattern.test(reference)
}

/**
 * Tells whether a string is a valid CAIP-2 chain id.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isValidParts(parts[0] as string, parts[1] as string)
}

/**
 * Splits a CAIP-2 chain id into its namespace and reference.
 *
 * @throws {CaipError} `INVALID_CAIP_NETWORK_ID` when the value is not CAIP-2.
 * @example
 * parseCaipNetworkId('eip155:10') // { namespace: 'eip155', reference: '10' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  if (!isCaipNetworkId(value)) throw new CaipError('INVALID_CAIP_NETWORK_ID', { details: value })
  const [namespace, reference] = value.split(':') as [string, string]
  return { namespace, reference }
}

/**
 * Joins a namespace and reference into a CAIP-2 chain id.
 *
 * @throws {CaipError} `INVALID_CAIP_NETWORK_ID` when a part breaks the CAIP-2 syntax.
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: '1' }) // 'eip155:1'
 */
export function formatCaipNetworkId({ namespace, reference }: ParsedCaipNetworkId): CaipNetworkId {
  if (!isValidParts(namespace, reference)) {
    throw new CaipError('INVALID_CAIP_NETWORK_ID', { details: `${namespace}:${reference}` })
  }
  return `${namespace}:${reference}`
}
