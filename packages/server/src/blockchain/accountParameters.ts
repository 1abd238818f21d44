import { bitcoinAddressKey, isBitcoinAddress } from '@latch/adapter-bitcoin'
import { isAddress, isCaipNetworkId } from '@latch/core'
import * as z from 'zod'
import { cosmosAddressOf } from '../chains/cosmosAddress.js'
import { type PolkadotPublicKey, polkadotPublicKeyOf } from '../chains/polkadotPublicKey.js'
import { RequestError } from '../http/requestError.js'
import type { TokenCatalogue } from './tokenCatalogue.js'

/** An eip155 address, `0x` optional (SPEC.md §5), as lower-case `0x` hex. */
export const evmAddressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'must be an eip155 address (40 hex characters)')
  .transform((value) => `0x${value.replace(/^0x/, '').toLowerCase()}` as `0x${string}`)

/** A Solana address: 32–44 base58 characters (SPEC.md §5), kept as given (base58 has case). */
export const solanaAddressSchema = z
  .string()
  .refine(
    (value) => isAddress(value, 'solana'),
    'must be a solana address (32–44 base58 characters)',
  )

/**
 * A Bitcoin address (segwit with a valid checksum, or base58 P2PKH / P2SH by its shape), as
 * sessions store it: a segwit address in lower case, base58 as given (it has case).
 */
export const bitcoinAddressSchema = z
  .string()
  .refine(
    (value) => isBitcoinAddress(value),
    'must be a bip122 address (bech32 or bech32m segwit, or base58 P2PKH / P2SH)',
  )
  .transform((value) => bitcoinAddressKey(value))

/**
 * A polkadot address (SS58 of any network's prefix, with a valid checksum) as the account's
 * public key: the same key written with another prefix is the same account.
 */
export const polkadotAddressSchema = z.string().transform((value, context) => {
  const key = polkadotPublicKeyOf(value)
  if (key === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'must be a polkadot address (SS58 of a 32-byte account, with a valid checksum)',
    })
    return z.NEVER
  }
  return key
})

/** A cosmos address (bech32 of a 20- or 32-byte account, with a valid checksum), lower case. */
export const cosmosAddressSchema = z.string().transform((value, context) => {
  const address = cosmosAddressOf(value)
  if (address === undefined) {
    context.addIssue({
      code: 'custom',
      message:
        'must be a cosmos address (bech32 of a 20- or 32-byte account, with a valid checksum)',
    })
    return z.NEVER
  }
  return address
})

export const caipNetworkIdSchema = z
  .string()
  .refine((value): boolean => isCaipNetworkId(value), 'must be a CAIP-2 chain id')

/** An account of the history route: its namespace, its address and, if CAIP-10, its chain. */
export type AccountParameter =
  | { namespace: 'eip155'; address: `0x${string}`; chainId: string | undefined }
  | { namespace: 'solana'; address: string; chainId: string | undefined }
  /** The address as `bitcoinAddressKey` spells it. */
  | { namespace: 'bip122'; address: string; chainId: string | undefined }
  /** The account's public key (SS58 of any prefix reads as it). */
  | { namespace: 'polkadot'; address: PolkadotPublicKey; chainId: string | undefined }
  /** The bech32 address, lower case. */
  | { namespace: 'cosmos'; address: string; chainId: string | undefined }

function parseAddress(
  namespace: string | undefined,
  address: string,
): AccountParameter | undefined {
  if (namespace === undefined || namespace === 'eip155') {
    const evm = evmAddressSchema.safeParse(address)
    if (evm.success) return { namespace: 'eip155', address: evm.data, chainId: undefined }
  }
  if ((namespace === undefined || namespace === 'solana') && isAddress(address, 'solana')) {
    return { namespace: 'solana', address, chainId: undefined }
  }
  if ((namespace === undefined || namespace === 'bip122') && isBitcoinAddress(address)) {
    return { namespace: 'bip122', address: bitcoinAddressKey(address), chainId: undefined }
  }
  if (namespace === undefined || namespace === 'polkadot') {
    const key = polkadotPublicKeyOf(address)
    if (key) return { namespace: 'polkadot', address: key, chainId: undefined }
  }
  if (namespace === undefined || namespace === 'cosmos') {
    const cosmos = cosmosAddressOf(address)
    if (cosmos) return { namespace: 'cosmos', address: cosmos, chainId: undefined }
  }
  return undefined
}

/**
 * A CAIP-10 account (`eip155:1:0x…`, `solana:<reference>:<base58>`, `bip122:<reference>:<address>`,
 * `polkadot:<reference>:<ss58>`, `cosmos:<chain id>:<bech32>`) or a plain address, read first
 * as one of `namespace` (the namespace of the request's `chainId`), then as eip155 if it is
 * one, else solana, else bip122, else polkadot, else cosmos: a base58 Bitcoin address can also
 * be a Solana one, which only the chain tells apart.
 */
export function accountSchemaOn(namespace: string | undefined) {
  return z
    .string()
    .max(200)
    .transform((value, context): AccountParameter => {
      const parts = value.split(':')
      const chainId = parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
      const parsed =
        (parts.length === 1 || (chainId !== undefined && isCaipNetworkId(chainId))) &&
        (parts.length === 3
          ? parseAddress(parts[0], parts[2] ?? '')
          : (parseAddress(namespace, value) ?? parseAddress(undefined, value)))
      if (!parsed) {
        context.addIssue({
          code: 'custom',
          message:
            'must be a CAIP-10 account or an eip155, solana, bip122, polkadot or cosmos address',
        })
        return z.NEVER
      }
      return { ...parsed, chainId }
    })
}

/** {@link accountSchemaOn} with no chain to tell the namespace of a plain address. */
export const accountSchema = accountSchemaOn(undefined)

/**
 * The configured chain (eip155 chain, Solana cluster or Bitcoin chain) `chainId`, or a 400 naming `field`:
 * the service answers only for the chains it is configured with (core shows "Token Balance
 * Unavailable").
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

/** A chain RPC (or Esplora) call failed: 502, so the client treats the data as unavailable. */
export function chainUnavailable(chainId: string, cause: unknown): RequestError {
  const error = new RequestError(
    502,
    'chain_unavailable',
    `The RPC of ${chainId} did not answer; try again later`,
  )
  error.cause = cause
  return error
}
