import { BaseError, type BaseErrorOptions } from '../errors/base.js'

/** The texts of a sign-in server client's failures that do not depend on the namespace. */
export const serverSiwxErrorMessages = {
  NO_PAGE: 'Sign-in needs the page it runs on: pass `page` where there is no window.location',
  UNREACHABLE: 'Could not reach the sign-in server at {url}',
  TIMEOUT: 'The sign-in server at {url} did not answer within {ms} ms',
  REFUSED: 'The sign-in server refused the request: {reason}',
  INVALID_RESPONSE: 'The sign-in server at {url} answered something unexpected',
} as const

/**
 * The catalogue of a namespace's client: the shared texts, and an `UNSUPPORTED_NETWORK` that
 * names its sign-in standard and its namespace, worded alike for every namespace.
 *
 * @example
 * serverSiwxErrorMessagesOf('Ethereum', 'eip155').UNSUPPORTED_NETWORK
 * // 'Sign-In with Ethereum works on eip155 networks, not on {network}'
 */
export function serverSiwxErrorMessagesOf<
  const Standard extends string,
  const Namespace extends string,
>(standard: Standard, namespace: Namespace) {
  return {
    ...serverSiwxErrorMessages,
    UNSUPPORTED_NETWORK: `Sign-In with ${standard} works on ${namespace} networks, not on {network}`,
  } as const
}

/**
 * A catalogue of `ServerSiwxError`: the shared texts and an `UNSUPPORTED_NETWORK` that names
 * the sign-in standard and the namespace it works on.
 */
export type ServerSiwxErrorMessages = typeof serverSiwxErrorMessages & {
  readonly UNSUPPORTED_NETWORK: string
}

export type ServerSiwxErrorCode = keyof ServerSiwxErrorMessages

export type ServerSiwxErrorOptions = BaseErrorOptions & {
  /** The HTTP status of a `REFUSED` answer. */
  status?: number
  /** The server's error code of a `REFUSED` answer (`invalid_nonce`, `sign_in_rejected` …). */
  serverCode?: string
}

/**
 * A client of a latch-server's `/v1/siwx/*` (`createServerSiwx`) could not talk to its
 * sign-in server, or the server said no. `REFUSED` carries the server's reason, `status` and
 * `serverCode`. Each namespace's client throws its own subclass (adapter-evm's
 * `SiweSiwxError`, adapter-solana's `SiwsSiwxError`): a name, and a catalogue (`messages`)
 * with its `UNSUPPORTED_NETWORK` text, so that `instanceof` tells the namespaces apart while
 * `instanceof ServerSiwxError` catches them all.
 *
 * @example
 * class SiwpSiwxError extends ServerSiwxError {
 *   static override readonly messages = serverSiwxErrorMessagesOf('Polkadot', 'polkadot')
 *   override name = 'SiwpSiwxError'
 * }
 */
export class ServerSiwxError extends BaseError<ServerSiwxErrorCode> {
  /** The texts of the codes; the class that is constructed gives its own. */
  static readonly messages: ServerSiwxErrorMessages = {
    ...serverSiwxErrorMessages,
    UNSUPPORTED_NETWORK: 'Sign-in does not work on {network}',
  }

  override name = 'ServerSiwxError'
  readonly status: number | undefined
  readonly serverCode: string | undefined

  constructor(code: ServerSiwxErrorCode, options: ServerSiwxErrorOptions = {}) {
    const { status, serverCode, ...rest } = options
    super(new.target.messages, code, rest)
    this.status = status
    this.serverCode = serverCode
  }
}
