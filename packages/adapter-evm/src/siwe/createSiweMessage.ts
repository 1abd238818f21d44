import {
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
  type SiwxMessage,
} from '@latch/core'
import { getAddress, isAddress } from 'viem'
import { formatSiweMessage } from './formatSiweMessage.js'
import { SiweError } from './siweError.js'
import type { SiweMessageFields } from './siweMessageFields.js'

export type CreateSiweMessageParameters = {
  /** The signing account; any letter case, it is written EIP-55 checksummed. */
  accountAddress: string
  /** An eip155 CAIP-2 id such as `eip155:1`, or the bare EIP-155 number. */
  chainId: CaipNetworkId | number
  /** The page's host (and port), such as `window.location.host`. */
  domain: string
  /** The page's URI, such as `window.location.origin`. */
  uri: string
  nonce: string
  /** The page's scheme, such as `https`; EIP-4361 assumes `https` when absent. */
  scheme?: string
  statement?: string
  /** Defaults to the current time. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A SIWX message of the eip155 namespace; `toString()` is its EIP-4361 text. */
export type SiweSiwxMessage = SiwxMessage & {
  chainId: `eip155:${number}`
  version: '1'
  issuedAt: string
  scheme?: string
}

export type CreateSiweMessageReturnType = SiweSiwxMessage
export type CreateSiweMessageErrorType = SiweError

function toEip155ChainId(chainId: CaipNetworkId | number): number {
  if (typeof chainId === 'number') return chainId
  const parsed = isCaipNetworkId(chainId) ? parseCaipNetworkId(chainId) : undefined
  if (parsed?.namespace !== 'eip155' || !/^[0-9]+$/.test(parsed.reference)) {
    throw new SiweError('INVALID_CHAIN_ID', { field: 'chainId', details: String(chainId) })
  }
  return Number(parsed.reference)
}

/**
 * Builds the SIWX message (core's `SiwxMessage`) for an eip155 account. The fields are
 * checked at once, so a bad message fails here rather than in the wallet; `toString()` gives
 * the exact text to sign.
 *
 * @throws {SiweError} when a field breaks EIP-4361.
 * @example
 * const message = createSiweMessage({
 *   accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
 *   chainId: 'eip155:1',
 *   domain: location.host,
 *   uri: location.origin,
 *   nonce: await fetchNonce(),
 *   statement: 'Sign in to Example',
 * })
 * await wallet.signMessage(message.toString())
 */
export function createSiweMessage(
  parameters: CreateSiweMessageParameters,
): CreateSiweMessageReturnType {
  const { accountAddress, chainId, issuedAt = new Date().toISOString(), ...rest } = parameters
  const address = isAddress(accountAddress, { strict: false })
    ? getAddress(accountAddress)
    : accountAddress
  const eip155ChainId = toEip155ChainId(chainId)
  const fields = { ...rest, address, version: '1', chainId: eip155ChainId, issuedAt }
  const text = formatSiweMessage(fields as SiweMessageFields)
  return {
    ...rest,
    accountAddress: address,
    chainId: `eip155:${eip155ChainId}` as const,
    version: '1',
    issuedAt,
    toString: () => text,
  }
}
