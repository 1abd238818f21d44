import { fromPromise } from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { wireSiwx } from '../machines/latchChildren.js'
import { siwxMachine } from '../machines/siwx.js'
import type { SiwxConfig } from '../siwx/siwxConfig.js'
import type { LatchEvent } from './latchConfig.js'

export type SignInLogicParameters = {
  config: SiwxConfig
  /** Has the wallet of `network`'s namespace sign a text message. */
  signMessage: (
    network: CaipNetworkId,
    parameters: { message: string; address: string },
  ) => Promise<string>
  track: (event: LatchEvent) => void
}

function addressOf(caipAddress: string): string {
  return caipAddress.split(':').slice(2).join(':')
}

/**
 * The sign-in machine with its side effects, for the root machine to run: the site's `siwx`
 * back end creates messages and keeps sessions, the wallet signs. Loaded only where the site
 * configured sign-in.
 */
export function createSignInLogic({ config, signMessage, track }: SignInLogicParameters) {
  const createMessage = ({
    caipAddress,
    network,
  }: {
    caipAddress: string
    network: CaipNetworkId
  }) => config.createMessage({ accountAddress: addressOf(caipAddress), chainId: network })
  return wireSiwx(siwxMachine).provide({
    actors: {
      getSessions: fromPromise(({ input }) =>
        config.getSessions(input.network, addressOf(input.caipAddress)),
      ),
      createMessage: fromPromise(({ input }) => createMessage(input)),
      signIn: fromPromise(async ({ input }) => {
        const message = input.message ?? (await createMessage(input))
        const text = message.toString()
        const signature = await signMessage(input.network, {
          message: text,
          address: addressOf(input.caipAddress),
        })
        const { toString: _ignored, ...data } = message
        const session = { data, message: text, signature }
        await config.addSession(session)
        return session
      }),
      revokeSession: fromPromise(({ input }) =>
        config.revokeSession(input.network, addressOf(input.caipAddress)),
      ),
    },
    actions: { track: (_, { event }) => track({ event }) },
  })
}
