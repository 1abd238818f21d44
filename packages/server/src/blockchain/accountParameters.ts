import { isCaipNetworkId } from '@latch/core'
import * as z from 'zod'
import { RequestError } from '../http/requestError.js'
import type { TokenCatalogue } from './tokenCatalogue.js'

/** An eip155 address, `0x` optional (SPEC.md §5), as lower-case `0x` hex. */
export const evmAddressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'must be an eip155 address (40 hex characters)')
  .transform((value) => `0x${value.replace(/^0x/, '').toLowerCase()}` as `0x${string}`)

export const caipNetworkIdSchema = z
  .string()
  .refine((value): boolean => isCaipNetworkId(value), 'must be a CAIP-2 chain id')

/** A CAIP-10 account (`eip155:1:0x…`) or a plain eip155 address. */
export const accountSchema = z
  .string()
  .max(200)
  .transform((value, context) => {
    const parts = value.split(':')
    const address = evmAddressSchema.safeParse(parts.at(-1))
    const chainId = parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
    if (
      !address.success ||
      (parts.length !== 1 && parts.length !== 3) ||
      (chainId !== undefined && !isCaipNetworkId(chainId))
    ) {
      context.addIssue({
        code: 'custom',
        message: 'must be a CAIP-10 account or an eip155 address',
      })
      return z.NEVER
    }
    return { address: address.data, chainId }
  })

/**
 * The configured chain `chainId`, or a 400 naming `field`: the service answers only for
 * the chains it indexes (core shows "Token Balance Unavailable").
 *
 * @throws {RequestError} `invalid_request`
 */
export function indexedChain(catalogue: TokenCatalogue, chainId: string, field: string) {
  const chain = catalogue.chain(chainId)
  if (!chain) {
    throw new RequestError(
      400,
      'invalid_request',
      `Chain ${chainId} is not supported by this server (GET /v1/supported-chains lists the supported chains)`,
      field,
    )
  }
  return chain
}

/** A chain RPC call failed: 502, so the client treats the data as unavailable. */
export function chainUnavailable(chainId: string, cause: unknown): RequestError {
  const error = new RequestError(
    502,
    'chain_unavailable',
    `The RPC of ${chainId} did not answer; try again later`,
  )
  error.cause = cause
  return error
}
