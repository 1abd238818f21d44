import { ServerSiwxError, serverSiwxErrorMessagesOf } from '@latch/core'

export const sisSiwxErrorMessages = serverSiwxErrorMessagesOf('Substrate', 'polkadot')

/**
 * `sisSiwx` could not talk to its sign-in server, or the server said no: core's
 * `ServerSiwxError` with the texts of Sign-In with Substrate, whose `REFUSED` carries the
 * server's reason, `status` and `serverCode`.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof SisSiwxError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class SisSiwxError extends ServerSiwxError {
  static override readonly messages = sisSiwxErrorMessages
  override name = 'SisSiwxError'
}
