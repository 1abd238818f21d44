import type { CaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'

/** A sign-in message before it is signed (SPEC.md §3 "SIWX message"). */
export type SiwxMessage = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  notBefore?: string | undefined
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  /** The text the wallet signs. */
  toString(): string
}

/** A signed sign-in (SPEC.md §3 "Session"). */
export type SiwxSession = {
  data: Omit<SiwxMessage, 'toString'>
  message: string
  signature: string
}

/**
 * How a site verifies sign-ins: Latch asks it for messages and hands it signed sessions.
 * Mirrors the shape peers use so that existing back ends fit.
 */
export type SiwxConfig = {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Whether the visitor must sign in to use the site. */
  getRequired?(): boolean
  /** Sign out when the wallet disconnects; true unless set (SPEC.md §5). */
  signOutOnDisconnect?: boolean
}

export type SiwxAccount = { caipAddress: CaipAddress; network: CaipNetworkId }
