import { BaseError, type BaseErrorOptions } from './base.js'

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

/** Connecting, switching or disconnecting a wallet failed. */
export class ConnectionError extends BaseError<ConnectionErrorCode> {
  override name = 'ConnectionError'
  constructor(code: ConnectionErrorCode, options?: BaseErrorOptions) {
    super(connectionErrorMessages, code, options)
  }
}
