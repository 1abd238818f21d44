import {
  type ActorRefFrom,
  type AnyEventObject,
  fromCallback,
  type SnapshotFrom,
  sendParent,
  sendTo,
} from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { type SnackbarCode, snackbars } from '../errors/snackbars.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import { connectionMachine } from './connection.js'
import type { emailLoginMachine } from './emailLogin.js'
import { type LatchSystemActors, systemActor } from './latchSystem.js'
import { lazyChildMachine } from './lazyChild.js'
import { modalMachine } from './modal.js'
import type { nameRegistrationMachine } from './nameRegistration.js'
import { type ActiveNetworkChange, networkSwitchMachine } from './networkSwitch.js'
import { nftsMachine } from './nfts.js'
import type { PairingApproval, pairingMachine } from './pairing.js'
import { payMachine } from './pay.js'
import { type RouterChange, routerMachine } from './router.js'
import { savedConnectionsMachine } from './savedConnections.js'
import type { sendMachine } from './send.js'
import { sessionsMachine } from './sessions.js'
import type { siwxMachine } from './siwx.js'
import { snackbarMachine } from './snackbar.js'
import type { socialLoginMachine } from './socialLogin.js'
import type { SwapResult, swapMachine } from './swap.js'
import type { RouterEntry } from './views.js'
import { walletRequestMachine } from './walletRequest.js'

// What each child of the root machine (`latch.ts`) tells the others: to the root with
// `sendParent`, which decides what follows, or straight to a sibling by its system id where
// nothing else need be known. The client supplies the effects outside the machines on top.

/** The children with what they tell each other wired in; adapters and services come later. */
export const latchChildren = {
  // The WalletConnect pairing, where the site configured WalletConnect: it loads on the first
  // pairing (the client provides the load, with the pairing's URI and the wallet's answer).
  pairingLoader: lazyChildMachine,
  router: routerMachine.provide({
    actions: {
      changed: sendParent((_, change: RouterChange) => ({ type: 'router.changed', ...change })),
      closeModal: sendParent({ type: 'modal.close' }),
      clearFarcasterUrl: sendParent({ type: 'router.farcasterLeft' }),
    },
  }),
  modal: modalMachine.provide({
    actions: {
      resetRouter: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        (_, entry: RouterEntry) => ({ type: 'router.reset', ...entry }),
      ),
      switchNamespace: sendParent((_, { namespace }: { namespace: ChainNamespace }) => ({
        type: 'modal.switchNamespace',
        namespace,
      })),
      closed: sendParent({ type: 'modal.closed' }),
    },
  }),
  network: networkSwitchMachine.provide({
    actions: {
      navigate: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        (_, entry: RouterEntry) => ({ type: 'router.push', ...entry }),
      ),
      openUnsupportedChainView: sendParent(() => ({ type: 'view.show', view: 'UnsupportedChain' })),
      activeNetworkChanged: sendParent((_, change: ActiveNetworkChange) => ({
        type: 'network.activeChanged',
        ...change,
      })),
      resetSendState: sendParent((_, network: CaipNetwork) => ({
        type: 'send.reset',
        namespace: network.chainNamespace,
      })),
      switched: sendParent({ type: 'network.switched' }),
    },
  }),
  walletRequest: walletRequestMachine.provide({
    actions: {
      openApproval: sendParent(() => ({ type: 'view.show', view: 'ApproveTransaction' })),
      openModal: sendParent({ type: 'walletRequest.openModal' }),
      showSnackbar: sendTo(
        ({ system }) => systemActor(system, 'snackbar') as LatchSystemActors['snackbar'],
        (_, { code }: { code: SnackbarCode }) => ({
          type: 'snackbar.show',
          snackbar: { ...snackbars[code], autoClose: true },
        }),
      ),
      finishRequest: sendParent((_, { next }: { next: 'popTransactionStack' | 'closeModal' }) => ({
        type: 'walletRequest.finished',
        next,
      })),
    },
  }),
  connection: connectionMachine.provide({
    actions: {
      connectSucceeded: sendParent(({ context }, { connectorId }: { connectorId: string }) => ({
        type: 'connection.succeeded',
        namespace: context.namespace,
        connectorId,
      })),
      disconnected: sendParent(
        (
          { context },
          { connectorId, closeModal }: { connectorId: string | undefined; closeModal: boolean },
        ) => ({
          type: 'connection.disconnected',
          namespace: context.namespace,
          connectorId,
          closeModal,
        }),
      ),
      connectFailed: sendParent(({ context }) => ({
        type: 'connection.connectFailed',
        namespace: context.namespace,
      })),
      disconnectFailed: sendParent(({ context }) => ({
        type: 'connection.disconnectFailed',
        namespace: context.namespace,
      })),
      accountChanged: sendParent(
        ({ context }, { connection }: { connection: Connection | undefined }) => ({
          type: 'connection.accountChanged',
          namespace: context.namespace,
          connection,
        }),
      ),
    },
  }),
  snackbar: snackbarMachine,
  // Stores its list through the client (`persist`).
  savedConnections: savedConnectionsMachine,
  // Code that loads later (the client provides each load): the send form on the first send,
  // sign-in as the client starts, name registration on the first name, the buy form on the
  // first buy.
  sendLoader: lazyChildMachine,
  siwxLoader: lazyChildMachine,
  nameRegistrationLoader: lazyChildMachine,
  buyLoader: lazyChildMachine,
  // The swap form's code when the Swap view first opens.
  swapLoader: lazyChildMachine,
  // The Account view's lists the client reads through the blockchain service (it provides the
  // reads and the wallet's revocation).
  sessions: sessionsMachine,
  nfts: nftsMachine,
  // The payment a site asks for: the root decides each of its steps.
  pay: payMachine,
  /**
   * Tells the root (`auth.connectionSettled`) once a connection is done with what it was
   * doing (a restore, a connect, a disconnect); with `leaving`, once it has left that state.
   */
  connectionSettled: fromCallback<
    AnyEventObject,
    { connection: ActorRefFrom<typeof connectionMachine>; leaving?: 'connecting' }
  >(({ input, sendBack }) => {
    const busy = ['reconnecting', 'connecting', 'disconnecting'] as const
    let seen = input.leaving === undefined
    let told = false
    const check = (snapshot: SnapshotFrom<typeof connectionMachine>) => {
      if (input.leaving && snapshot.matches(input.leaving)) seen = true
      if (told || !seen || busy.some((state) => snapshot.matches(state))) return
      told = true
      sendBack({ type: 'auth.connectionSettled' })
    }
    const subscription = input.connection.subscribe(check)
    check(input.connection.getSnapshot())
    return () => subscription.unsubscribe()
  }),
  // The embedded wallet's machines, where the site configured `auth`: they load as the client
  // starts (the client provides each load), so that a site without `auth` never evaluates them.
  emailLoginLoader: lazyChildMachine,
  socialLoginLoader: lazyChildMachine,
  frameLoader: lazyChildMachine,
}

/** The WalletConnect pairing with what it tells the root wired in (loaded on the first). */
export function wirePairing(logic: typeof pairingMachine) {
  return logic.provide({
    actions: {
      approved: sendParent((_, approval: PairingApproval) => ({
        type: 'pairing.approved',
        ...approval,
      })),
    },
  })
}

/** Email login with what it tells the root wired in (loaded where the site configured `auth`). */
export function wireEmailLogin(logic: typeof emailLoginMachine) {
  return logic.provide({
    actions: {
      connectAuth: sendParent({ type: 'auth.connect', login: 'email' }),
      // On top of the Connect view it started from (the router keeps one EmailLogin).
      showLoginView: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        (_, { email }: { email: string }) => ({
          type: 'router.push' as const,
          view: 'EmailLogin' as const,
          data: { email },
        }),
      ),
    },
  })
}

/** Social login with what it tells the root and the router wired in. */
export function wireSocialLogin(logic: typeof socialLoginMachine) {
  return logic.provide({
    actions: {
      connectAuth: sendParent({ type: 'auth.connect', login: 'social' }),
      showFarcasterView: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        { type: 'router.push', view: 'ConnectingFarcaster' },
      ),
    },
  })
}

/**
 * Sign-in with what it tells the rest of Latch wired in. It loads after the root machine (its
 * module is its own chunk), so it is wired when it arrives.
 */
export function wireSiwx(logic: typeof siwxMachine) {
  return logic.provide({
    actions: {
      openSignMessageView: sendParent(() => ({ type: 'view.show', view: 'SIWXSignMessage' })),
      closeModal: sendParent({ type: 'modal.close' }),
      showSnackbar: sendTo(
        ({ system }) => systemActor(system, 'snackbar') as LatchSystemActors['snackbar'],
        (_, { code }: { code: SnackbarCode }) => ({
          type: 'snackbar.show',
          snackbar: { ...snackbars[code], autoClose: true },
        }),
      ),
      disconnect: sendParent({ type: 'siwx.disconnect' }),
      resetToConnect: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        { type: 'router.reset', view: 'Connect' },
      ),
      switchNetwork: sendParent((_, { network }: { network: CaipNetworkId }) => ({
        type: 'siwx.switchNetwork',
        network,
      })),
    },
  })
}

/**
 * The send form with what it tells the root wired in (loaded on the first send, under its
 * lazy child, which passes it on).
 */
export function wireSend(logic: typeof sendMachine) {
  return logic.provide({
    actions: {
      sent: sendParent(
        (_, transfer: { namespace: ChainNamespace; address: string; hash: string }) => ({
          type: 'send.transferSent',
          ...transfer,
        }),
      ),
      confirmed: sendParent((_, transfer: { namespace: ChainNamespace; address: string }) => ({
        type: 'send.transferConfirmed',
        ...transfer,
      })),
      failed: sendParent((_, failure: { namespace: ChainNamespace; error: Error }) => ({
        type: 'send.transferFailed',
        ...failure,
      })),
    },
  })
}

/** The swap form with what it tells the root wired in (loaded when Swap first opens). */
export function wireSwap(logic: typeof swapMachine) {
  return logic.provide({
    actions: {
      swapped: sendParent(
        (_, swap: SwapResult & { namespace: ChainNamespace; address: string }) => ({
          type: 'swap.swapped',
          ...swap,
        }),
      ),
    },
  })
}

/** A name registration with what it tells the router wired in (loaded on the first one). */
export function wireNameRegistration(logic: typeof nameRegistrationMachine) {
  return logic.provide({
    actions: {
      navigate: sendTo(
        ({ system }) => systemActor(system, 'router') as LatchSystemActors['router'],
        (_, { view }: { view: 'RegisterAccountName' | 'RegisterAccountNameSuccess' }) => ({
          type: 'router.replace',
          view,
        }),
      ),
    },
  })
}
