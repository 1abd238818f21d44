import { CaipError } from '../errors/caip.js'
import { isCaipNetworkId, type ParsedCaipNetworkId } from './caipNetworkId.js'

/** A CAIP-10 account id: `namespace:reference:address`, such as `eip155:1:0xab16…`. */
export type CaipAddress = `${string}:${string}:${string}`

export type ParsedCaipAddress = ParsedCaipNetworkId & {
  /** `[-.%a-zA-Z0-9]{1,128}` */
  address: string
}

export const caipAccountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Tells whether a string is a valid CAIP-10 account id (three colon-separated parts).
 *
 * @example
 * isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  if (parts.length !== 3) return false
  const [namespace, reference, address] = parts as [string, string, string]
  return isCaipNetworkId(`${namespace}:${reference}`) && caipAccountAddressPattern.test(address)
}

/**
 * Splits a CAIP-10 account id into namespace, reference and address.
 *
 * @throws {CaipError} `INVALID_CAIP_ADDRESS` when the value is not CAIP-10.
 * @example
 * parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4H…')
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new CaipError('INVALID_CAIP_ADDRESS', { details: value })
  const [namespace, reference, address] = value.split(':') as [string, string, string]
  return { namespace, reference, address }
}

/**
 * Joins namespace, reference and address into a CAIP-10 account id.
 *
 * @throws {CaipError} `INVALID_CAIP_ADDRESS` when a part breaks the CAIP-10 syntax.
 * @example
 * formatCaipAddress({ namespace: 'eip155', reference: '1', address: '0xab16…' })
 */
export function formatCaipAddress({
  namespace,
  reference,
  address,
}: ParsedCaipAddress): CaipAddress {
  const value: CaipAddress = `${namespace}:${reference}:${address}`
  if (!isCaipAddress(value)) throw new CaipError('INVALID_CAIP_ADDRESS', { details: value })
  return value
}
