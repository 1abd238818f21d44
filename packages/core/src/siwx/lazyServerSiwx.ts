import { type ServerSiwxOptions, serverSiwxSettings } from './createServerSiwx.js'
import type { SiwxConfig } from './siwxConfig.js'

/** A server SIWX client's factory, such as a `defineSiwx` result's `serverSiwx`. */
export type ServerSiwxFactory = (options: ServerSiwxOptions) => SiwxConfig

export type LazyServerSiwxReturnType = ServerSiwxFactory

/**
 * A server SIWX client whose code loads on its first call, not with the page: for a namespace
 * whose message profile names chain data (its networks) that a page without a sign-in never
 * needs. What the options alone answer (`getRequired`, `signOutOnDisconnect`) is answered at
 * once; the first of `createMessage`, `addSession`, `getSessions` or `revokeSession` loads the
 * factory (once; a failed load is tried again on the next call), and every call goes to the
 * client it makes, so that failures are that client's errors.
 *
 * @example
 * export const cosmosSiwx = lazyServerSiwx(
 *   async () => (await import('./cosmosSiwxProfile.js')).cosmosServerSiwx,
 * )
 */
export function lazyServerSiwx(load: () => Promise<ServerSiwxFactory>): LazyServerSiwxReturnType {
  return (options) => {
    let client: Promise<SiwxConfig> | undefined
    const loaded = () => {
      client ??= load().then(
        (create) => create(options),
        (cause: unknown) => {
          client = undefined
          throw cause
        },
      )
      return client
    }
    return {
      createMessage: async (input) => (await loaded()).createMessage(input),
      addSession: async (session) => (await loaded()).addSession(session),
      getSessions: async (chainId, address) => (await loaded()).getSessions(chainId, address),
      revokeSession: async (chainId, address) => (await loaded()).revokeSession(chainId, address),
      ...serverSiwxSettings(options),
    }
  }
}
