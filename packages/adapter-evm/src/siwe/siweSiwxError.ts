import { ServerSiwxError } from '@latch/core'
import { serverSiwxErrorMessagesOf } from '@latch/core/internal'

export const siweSiwxErrorMessages = serverSiwxErrorMessagesOf('Ethereum', 'eip155')

/**
 * `siweSiwx` could not talk to its sign-in server, or the server said no. `REFUSED` carries
 * the server's reason, `status` and `serverCode`. Core's `ServerSiwxError` with the texts of
 * Sign-In with Ethereum: catch `ServerSiwxError` for adapter-solana's `SiwsSiwxError` too.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof SiweSiwxError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class SiweSiwxError extends ServerSiwxError {
  static override readonly messages = siweSiwxErrorMessages
  override name = 'SiweSiwxError'
}
