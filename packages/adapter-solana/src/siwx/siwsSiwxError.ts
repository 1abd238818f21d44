import { ServerSiwxError, serverSiwxErrorMessagesOf } from '@latch/core'

export const siwsSiwxErrorMessages = serverSiwxErrorMessagesOf('Solana', 'solana')

/**
 * `siwsSiwx` could not talk to its sign-in server, or the server said no: core's
 * `ServerSiwxError` with the texts of Sign-In with Solana, whose `REFUSED` carries the
 * server's reason, `status` and `serverCode`, as adapter-evm's `SiweSiwxError` does.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof SiwsSiwxError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class SiwsSiwxError extends ServerSiwxError {
  static override readonly messages = siwsSiwxErrorMessages
  override name = 'SiwsSiwxError'
}
