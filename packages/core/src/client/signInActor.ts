import { type Actor, createActor, fromPromise } from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import { siwxMachine } from '../machines/siwx.js'
import type { SiwxConfig } from '../siwx/siwxConfig.js'
import type { LatchEvent } from './latchConfig.js'

export type SignInActorParameters = {
  config: SiwxConfig
  /** Namespaces with an adapter: their wallets can sign in. */
  namespaces: readonly ChainNamespace[]
  /** Has the wallet of `network`'s namespace sign a text message. */
  signMessage: (
    network: CaipNetworkId,
    parameters: { message: string; address: string },
  ) => Promise<string>
  openSignMessageView: () => void
  closeModal: () => void
  showSnackbar: (code: SnackbarCode) => void
  track: (event: LatchEvent) => void
  disconnect: () => void
  resetToConnect: () => void
  switchNetwork: (network: CaipNetworkId) => void
}

function addressOf(caipAddress: string): string {
  return caipAddress.split(':').slice(2).join(':')
}

/**
 * The sign-in machine with its side effects: the site's `siwx` back end creates messages and
 * keeps sessions, the wallet signs. Not started. Loaded only where the site configured sign-in.
 */
export function createSignInActor({
  config,
  namespaces,
  signMessage,
  openSignMessageView,
  closeModal,
  showSnackbar,
  track,
  disconnect,
  resetToConnect,
  switchNetwork,
}: SignInActorParameters): Actor<typeof siwxMachine> {
  const createMessage = ({
    caipAddress,
    network,
  }: {
    caipAddress: string
    network: CaipNetworkId
  }) => config.createMessage({ accountAddress: addressOf(caipAddress), chainId: network })
  return createActor(
    siwxMachine.provide({
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
      actions: {
        openSignMessageView,
        closeModal,
        showSnackbar: (_, { code }) => showSnackbar(code),
        track: (_, { event }) => track({ event }),
        disconnect,
        resetToConnect,
        switchNetwork: (_, { network }) => switchNetwork(network),
      },
    }),
    {
      input: {
        namespaces,
        required: config.getRequired?.() ?? false,
        signOutOnDisconnect: config.signOutOnDisconnect ?? true,
      },
    },
  )
}
