import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { formatCaip122Message } from './caip122Message.js'
import type { Caip122Profile } from './caip122Profile.js'
import type { SiwxMessage } from './siwxConfig.js'

export type CreateCaip122MessageParameters = {
  /** The account signing in, as the namespace's CAIP-10 `account_address`. */
  accountAddress: string
  /** A CAIP-2 id of the profile's namespace, such as `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  /** The page's host (and port), such as `window.location.host`. */
  domain: string
  /** The page's URI, such as `window.location.origin`. */
  uri: string
  nonce: string
  statement?: string
  /** Defaults to the current time. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A SIWX message of a CAIP-122 profile; `toString()` is its CAIP-122 text. */
export type Caip122Message = SiwxMessage & { version: '1'; issuedAt: string }

export type CreateCaip122MessageReturnType = Caip122Message

/**
 * Builds the SIWX message (core's `SiwxMessage`) of a CAIP-122 profile: the fields are checked
 * at once, so a bad message fails here rather than in the wallet; `toString()` gives the exact
 * text to sign, with the chain's CAIP-2 reference as Chain ID.
 *
 * @throws {Caip122Error} the profile's `INVALID_CHAIN_ID` for a chain of another namespace,
 *   `INVALID_FIELD` (or its own codes) for a field that breaks a rule.
 * @example
 * const message = createCaip122Message(
 *   { accountAddress, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', domain: location.host,
 *     uri: location.origin, nonce: await fetchNonce() },
 *   solanaSiwxProfile,
 * )
 */
export function createCaip122Message(
  parameters: CreateCaip122MessageParameters,
  profile: Caip122Profile,
): CreateCaip122MessageReturnType {
  const { accountAddress, chainId, issuedAt = new Date().toISOString(), ...rest } = parameters
  const parsed = isCaipNetworkId(chainId) ? parseCaipNetworkId(chainId) : undefined
  if (parsed?.namespace !== profile.namespace) {
    throw new profile.errorClass('INVALID_CHAIN_ID', { details: String(chainId) })
  }
  const text = formatCaip122Message(
    { ...rest, address: accountAddress, version: '1', chainId: parsed.reference, issuedAt },
    profile,
  )
  return {
    ...rest,
    accountAddress,
    chainId,
    version: '1',
    issuedAt,
    toString: () => text,
  }
}
