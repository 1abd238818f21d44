import { ServerSiwxError, serverSiwxErrorMessagesOf } from '@latch/core'

export const cosmosSiwxServerErrorMessages = serverSiwxErrorMessagesOf('Cosmos', 'cosmos')

/**
 * `cosmosSiwx` could not talk to its sign-in server, or the server said no: core's
 * `ServerSiwxError` with the texts of Sign-In with Cosmos, whose `REFUSED` carries the server's
 * reason, `status` and `serverCode`.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof CosmosSiwxServerError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class CosmosSiwxServerError extends ServerSiwxError {
  static override readonly messages = cosmosSiwxServerErrorMessages
  override name = 'CosmosSiwxServerError'
}
