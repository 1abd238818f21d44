import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ServerSiwxError } from './serverSiwxError.js'
import type { SiwxMessage, SiwxSession } from './siwxConfig.js'

/**
 * What a sign-in message for the page holds: its domain is the page's host (and port), its
 * URI the page's origin, its nonce one the server issued, and it is valid from now for a day.
 * The codec writes it in its standard.
 */
export type ServerSiwxMessageInput = Pick<
  SiwxMessage,
  'accountAddress' | 'chainId' | 'domain' | 'uri' | 'nonce'
> & { statement: string; issuedAt: string; expirationTime: string }

/** Writes and reads the messages of one sign-in standard (EIP-4361, CAIP-122 for Solana …). */
export type ServerSiwxCodec = {
  createMessage(input: ServerSiwxMessageInput): SiwxMessage
  /**
   * The session data (core's `SiwxSession.data`) of a stored message's text, with
   * `chainId` as a CAIP-2 id; throws for a text that is not a valid message of the standard.
   */
  readMessage(text: string): SiwxSession['data']
}

/**
 * What a namespace's sign-in client adds to `createServerSiwx`: which networks it serves, its
 * message standard, how its addresses compare and the error class it throws.
 */
export type ServerSiwxProfile = {
  /** The namespace whose networks it signs in on; others are `UNSUPPORTED_NETWORK`. */
  namespace: ChainNamespace
  /** Whether the standard can write this CAIP-2 reference (EIP-4361: a decimal chain ID). */
  isReference?(reference: string): boolean
  /**
   * The codec, loaded on first use so that a chain SDK it needs stays out of the page's
   * first load; the client asks the server meanwhile.
   */
  loadCodec(): Promise<ServerSiwxCodec>
  /** Whether a stored session's account is the one asked for; `===` when not given. */
  sameAddress?(stored: string, asked: string): boolean
  /** Epoch ms of an RFC 3339 date-time, `undefined` for a text that is not one. */
  dateTimeMs(value: string): number | undefined
  /** The namespace's subclass of `ServerSiwxError`, which every failure is. */
  errorClass: typeof ServerSiwxError
}
