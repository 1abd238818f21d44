import { ServerSiwxError, serverSiwxErrorMessagesOf } from '@latch/core'

export const siwbSiwxErrorMessages = serverSiwxErrorMessagesOf('Bitcoin', 'bip122')

/**
 * `siwbSiwx` could not talk to its sign-in server, or the server said no: core's
 * `ServerSiwxError` with the texts of Sign-In with Bitcoin, whose `REFUSED` carries the
 * server's reason, `status` and `serverCode`, as adapter-solana's `SiwsSiwxError` does.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof SiwbSiwxError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class SiwbSiwxError extends ServerSiwxError {
  static override readonly messages = siwbSiwxErrorMessages
  override name = 'SiwbSiwxError'
}
