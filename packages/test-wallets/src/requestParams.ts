import { type Address, type Hex, isAddress, isHex } from 'viem'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

/** The `params` of a request, once checked to be an array. */
export type Params = readonly unknown[]

/** The -32602 error for a request whose parameters do not fit its method. */
export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(providerErrorCodes.invalidParams, message)
}

/** Parameter `index` as an object, or -32602 naming `what` was expected. */
export function objectParam(params: Params, index: number, what: string): Record<string, unknown> {
  const value = params[index]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams(`Expected ${what} as parameter ${index + 1}`)
  }
  return value as Record<string, unknown>
}

/** A chain id as EIP-3085 / EIP-3326 write it, as a number. */
export function parseChainIdHex(value: unknown): number {
  // EIP-3085 / EIP-3326: a 0x-prefixed hexadecimal string without leading zeros.
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is too large`)
  return chainId
}

/** An optional hexadecimal quantity `name`, as a bigint. */
export function parseQuantity(name: string, value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidParams(`${name} must be a hexadecimal quantity, got ${JSON.stringify(value)}`)
  }
  return BigInt(value)
}

/** Optional call data. */
export function parseData(value: unknown): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) {
    throw invalidParams(`data must be hexadecimal, got ${JSON.stringify(value)}`)
  }
  return value
}

/** An optional recipient address. */
export function parseTo(value: unknown): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`to must be an address, got ${JSON.stringify(value)}`)
  }
  return value
}
