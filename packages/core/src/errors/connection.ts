import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const connectionErrorMessages = {
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_INITIATE_SOCIAL: 'Failed to initiate social connection',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for a connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  FAILED_TO_DISCONNECT_CHAINS: 'Failed to disconnect chains: {reason}',
  /** An email login was asked for with something that is not an email address (SPEC.md §5). */
  INVALID_EMAIL: 'Invalid email address',
  /** Email and social login on a page whose origin the project does not allow (SPEC.md §5). */
  ORIGIN_NOT_ALLOWED: 'Origin Not Allowed',
} as const

export type ConnectionErrorCode = keyof typeof connectionErrorMessages

type Options<Code extends ConnectionErrorCode> = ErrorOptionsOf<
  (typeof connectionErrorMessages)[Code]
>

/**
 * Connecting, switching or disconnecting a wallet failed. `new ConnectionError(code)` is an
 * instance of that code's class too: `new ConnectionError('CONNECTION_REJECTED')` is an
 * `instanceof ConnectionRejectedError` (see `BaseError`).
 */
export class ConnectionError<
  Code extends ConnectionErrorCode = ConnectionErrorCode,
> extends BaseError<Code> {
  override name = 'ConnectionError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(connectionErrorMessages, code, options)
  }
}

/** The visitor closed the modal while a connection was pending. */
export class ModalClosedError extends ConnectionError<'MODAL_CLOSED'> {
  static override [Symbol.hasInstance](value: unknown): value is ModalClosedError {
    return value instanceof ConnectionError && value.code === 'MODAL_CLOSED'
  }
  constructor(options?: Options<'MODAL_CLOSED'>) {
    super('MODAL_CLOSED', options)
  }
}

/** The visitor rejected the connection in the wallet (EIP-1193 4001). */
export class ConnectionRejectedError extends ConnectionError<'CONNECTION_REJECTED'> {
  static override [Symbol.hasInstance](value: unknown): value is ConnectionRejectedError {
    return value instanceof ConnectionError && value.code === 'CONNECTION_REJECTED'
  }
  constructor(options?: Options<'CONNECTION_REJECTED'>) {
    super('CONNECTION_REJECTED', options)
  }
}

/** The wallet or the login failed to connect; the cause says why. */
export class FailedToConnectError extends ConnectionError<'FAILED_TO_CONNECT'> {
  static override [Symbol.hasInstance](value: unknown): value is FailedToConnectError {
    return value instanceof ConnectionError && value.code === 'FAILED_TO_CONNECT'
  }
  constructor(options?: Options<'FAILED_TO_CONNECT'>) {
    super('FAILED_TO_CONNECT', options)
  }
}

/** The visitor closed the social login popup before it answered. */
export class PopupClosedError extends ConnectionError<'POPUP_CLOSED'> {
  static override [Symbol.hasInstance](value: unknown): value is PopupClosedError {
    return value instanceof ConnectionError && value.code === 'POPUP_CLOSED'
  }
  constructor(options?: Options<'POPUP_CLOSED'>) {
    super('POPUP_CLOSED', options)
  }
}

/** The social login could not start (no redirect address, or the popup was blocked). */
export class FailedToInitiateSocialError extends ConnectionError<'FAILED_TO_INITIATE_SOCIAL'> {
  static override [Symbol.hasInstance](value: unknown): value is FailedToInitiateSocialError {
    return value instanceof ConnectionError && value.code === 'FAILED_TO_INITIATE_SOCIAL'
  }
  constructor(options?: Options<'FAILED_TO_INITIATE_SOCIAL'>) {
    super('FAILED_TO_INITIATE_SOCIAL', options)
  }
}

/** The Farcaster login did not complete. */
export class FailedToConnectFarcasterError extends ConnectionError<'FAILED_TO_CONNECT_FARCASTER'> {
  static override [Symbol.hasInstance](value: unknown): value is FailedToConnectFarcasterError {
    return value instanceof ConnectionError && value.code === 'FAILED_TO_CONNECT_FARCASTER'
  }
  constructor(options?: Options<'FAILED_TO_CONNECT_FARCASTER'>) {
    super('FAILED_TO_CONNECT_FARCASTER', options)
  }
}

/** Email or social login was asked for, but the site configured no embedded wallet. */
export class NoAuthConnectorError extends ConnectionError<'NO_AUTH_CONNECTOR'> {
  static override [Symbol.hasInstance](value: unknown): value is NoAuthConnectorError {
    return value instanceof ConnectionError && value.code === 'NO_AUTH_CONNECTOR'
  }
  constructor(options?: Options<'NO_AUTH_CONNECTOR'>) {
    super('NO_AUTH_CONNECTOR', options)
  }
}

/** The embedded wallet's session ended: the visitor is no longer logged in. */
export class NotConnectedToEmailOrSocialError extends ConnectionError<'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'> {
  static override [Symbol.hasInstance](value: unknown): value is NotConnectedToEmailOrSocialError {
    return value instanceof ConnectionError && value.code === 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'
  }
  constructor(options?: Options<'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'>) {
    super('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', options)
  }
}

/** The wallet failed to disconnect. */
export class FailedToDisconnectError extends ConnectionError<'FAILED_TO_DISCONNECT'> {
  static override [Symbol.hasInstance](value: unknown): value is FailedToDisconnectError {
    return value instanceof ConnectionError && value.code === 'FAILED_TO_DISCONNECT'
  }
  constructor(options?: Options<'FAILED_TO_DISCONNECT'>) {
    super('FAILED_TO_DISCONNECT', options)
  }
}

/** A saved connection names a connector that is not there any more. */
export class NoConnectorForConnectionError extends ConnectionError<'NO_CONNECTOR_FOR_CONNECTION'> {
  static override [Symbol.hasInstance](value: unknown): value is NoConnectorForConnectionError {
    return value instanceof ConnectionError && value.code === 'NO_CONNECTOR_FOR_CONNECTION'
  }
  constructor(options?: Options<'NO_CONNECTOR_FOR_CONNECTION'>) {
    super('NO_CONNECTOR_FOR_CONNECTION', options)
  }
}

/** Switching to a saved connection whose status is none of the known ones (SPEC.md §4). */
export class InvalidConnectionStatusError extends ConnectionError<'INVALID_CONNECTION_STATUS'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidConnectionStatusError {
    return value instanceof ConnectionError && value.code === 'INVALID_CONNECTION_STATUS'
  }
  constructor(options?: Options<'INVALID_CONNECTION_STATUS'>) {
    super('INVALID_CONNECTION_STATUS', options)
  }
}

/** Disconnecting every namespace failed; `values.reason` says why. */
export class FailedToDisconnectChainsError extends ConnectionError<'FAILED_TO_DISCONNECT_CHAINS'> {
  static override [Symbol.hasInstance](value: unknown): value is FailedToDisconnectChainsError {
    return value instanceof ConnectionError && value.code === 'FAILED_TO_DISCONNECT_CHAINS'
  }
  constructor(options: Options<'FAILED_TO_DISCONNECT_CHAINS'>) {
    super('FAILED_TO_DISCONNECT_CHAINS', options)
  }
}

/** An email login was asked for with something that is not an email address. */
export class InvalidEmailError extends ConnectionError<'INVALID_EMAIL'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidEmailError {
    return value instanceof ConnectionError && value.code === 'INVALID_EMAIL'
  }
  constructor(options?: Options<'INVALID_EMAIL'>) {
    super('INVALID_EMAIL', options)
  }
}

/** Email or social login on a page whose origin the project does not allow. */
export class OriginNotAllowedError extends ConnectionError<'ORIGIN_NOT_ALLOWED'> {
  static override [Symbol.hasInstance](value: unknown): value is OriginNotAllowedError {
    return value instanceof ConnectionError && value.code === 'ORIGIN_NOT_ALLOWED'
  }
  constructor(options?: Options<'ORIGIN_NOT_ALLOWED'>) {
    super('ORIGIN_NOT_ALLOWED', options)
  }
}
