import { enqueueActions } from 'xstate'
import { accountListsRegion } from './latchAccountLists.js'
import { buyRegion } from './latchBuy.js'
import { connectionsRegion } from './latchConnections.js'
import type { LatchMachineContext } from './latchContext.js'
import { embeddedWalletRegion } from './latchEmbeddedWallet.js'
import { nameRegistrationRegion } from './latchNameRegistration.js'
import { navigationRegion } from './latchNavigation.js'
import { networkRegion } from './latchNetwork.js'
import { payRegion } from './latchPay.js'
import { savedConnectionsRegion } from './latchSavedConnections.js'
import { sendRegion } from './latchSend.js'
import { latchSetup } from './latchSetup.js'
import { signInRegion } from './latchSignIn.js'
import { swapRegion } from './latchSwap.js'
import { walletConnectRegion } from './latchWalletConnect.js'

/**
 * The root of a Latch client (DESIGN.md "core"): it owns every lifecycle as a child with a
 * system id (router, modal, snackbar, network, walletRequest, `connection.<namespace>`,
 * savedConnections,
 * emailLogin, socialLogin, the secure frame's lifecycle, pairing, and the lazy children that load siwx, send, onramp and
 * nameRegistration) and carries what one tells another. A child says what happened
 * (`sendParent`); the root decides what follows, reading each fact from the child that owns
 * it; where a child's event needs a fact of another (the modal's `connected`, the network's
 * `connectorIds`), it is added to the event as it is forwarded. No child keeps a copy of
 * another's fact.
 *
 * The root is a statechart of parallel regions, one concern each, in files of their own: the
 * wallets of each namespace, the saved wallets (multi-wallet), the active network, sign-in, what the visitor sees, the embedded
 * wallet, WalletConnect, sending, buying and name registration. An event several concerns hear (a new
 * account, a disconnect) is taken by each region in this order.
 *
 * The effects outside the machines (storage, analytics, the recent wallets, the adapters'
 * calls, the lazy children's imports) are named actions and actors, supplied with
 * `.provide()` by the client.
 */
export const latchMachine = latchSetup.createMachine({
  id: 'latch',
  type: 'parallel',
  context: ({ input, spawn }) => {
    const connections: LatchMachineContext['connections'] = {}
    for (const namespace of input.namespaces) {
      const savedConnectorId = input.savedConnectorIds?.[namespace]
      connections[namespace] = spawn('connection', {
        id: `connection.${namespace}`,
        systemId: `connection.${namespace}`,
        input: {
          namespace,
          reconnect: input.reconnect ?? true,
          savedConnectorId,
          savedConnection: input.savedConnections?.[namespace]?.find(
            (saved) => saved.connectorId === savedConnectorId,
          ),
          preferredAccountType: input.preferredAccountTypes?.[namespace],
        },
      })
    }
    const embedded = input.embedded ?? false
    return {
      router: spawn('router', { id: 'router', systemId: 'router', input: { embedded } }),
      modal: spawn('modal', {
        id: 'modal',
        systemId: 'modal',
        input: { noAdapters: input.namespaces.length === 0, ...input.modal, embedded },
      }),
      snackbar: spawn('snackbar', { id: 'snackbar', systemId: 'snackbar' }),
      network: spawn('network', {
        id: 'network',
        systemId: 'network',
        input: {
          ...input.network,
          activeNetwork: input.activeNetwork,
          networks: input.networks,
          namespaces: input.namespaces,
        },
      }),
      walletRequest: spawn('walletRequest', { id: 'walletRequest', systemId: 'walletRequest' }),
      savedConnections: spawn('savedConnections', {
        id: 'savedConnections',
        systemId: 'savedConnections',
        input: { saved: input.savedConnections },
      }),
      connections,
      // The embedded wallet's machines load as the client starts (see the entry).
      emailLogin: input.logins
        ? spawn('emailLoginLoader', {
            id: 'emailLoginLoader',
            systemId: 'emailLoginLoader',
            input: { systemId: 'emailLogin', input: { email: input.logins.email } },
          })
        : undefined,
      socialLogin: input.logins
        ? spawn('socialLoginLoader', {
            id: 'socialLoginLoader',
            systemId: 'socialLoginLoader',
            input: { systemId: 'socialLogin', input: {} },
          })
        : undefined,
      frame: input.logins
        ? spawn('frameLoader', {
            id: 'frameLoader',
            systemId: 'frameLoader',
            input: { systemId: 'frame', input: {} },
          })
        : undefined,
      pairing: input.walletConnect
        ? spawn('pairingLoader', {
            id: 'pairingLoader',
            systemId: 'pairingLoader',
            input: { systemId: 'pairing', input: {} },
          })
        : undefined,
      siwx: input.siwx
        ? spawn('siwxLoader', {
            id: 'siwxLoader',
            systemId: 'siwxLoader',
            input: { systemId: 'siwx', input: input.siwx },
          })
        : undefined,
      send: spawn('sendLoader', {
        id: 'sendLoader',
        systemId: 'sendLoader',
        input: {
          systemId: 'send',
          input: {
            namespace: input.activeNetwork?.chainNamespace ?? input.namespaces[0] ?? 'eip155',
            sendable: input.namespaces.filter(
              (namespace) => input.capabilities?.[namespace]?.sendNative,
            ),
          },
        },
      }),
      buy: spawn('buyLoader', {
        id: 'buyLoader',
        systemId: 'buyLoader',
        input: { systemId: 'onramp' },
      }),
      swap: spawn('swapLoader', {
        id: 'swapLoader',
        systemId: 'swapLoader',
        input: { systemId: 'swap' },
      }),
      nameRegistration: spawn('nameRegistrationLoader', {
        id: 'nameRegistrationLoader',
        systemId: 'nameRegistrationLoader',
        input: { systemId: 'nameRegistration' },
      }),
      sessions: spawn('sessions', { id: 'sessions', systemId: 'sessions' }),
      nfts: spawn('nfts', { id: 'nfts', systemId: 'nfts' }),
      pay: spawn('pay', { id: 'pay', systemId: 'pay' }),
      awaitedAt: undefined,
      swapAt: undefined,
      authNamespaces: input.logins?.namespaces ?? [],
      capabilities: input.capabilities ?? {},
      disconnecting: undefined,
      pairedSession: undefined,
      authConnect: undefined,
    }
  },
  // Every connection starts once all children run: each restores its saved connector. Sign-in
  // and the embedded wallet's machines load now, where configured, so that they are there
  // when the first account (or the visitor's first login) is.
  entry: enqueueActions(({ context, enqueue }) => {
    for (const ref of Object.values(context.connections)) {
      enqueue.sendTo(ref, { type: 'connection.start' })
    }
    for (const loader of [context.siwx, context.emailLogin, context.socialLogin, context.frame]) {
      if (loader) enqueue.sendTo(loader, { type: 'lazy.load' })
    }
  }),
  states: {
    connections: connectionsRegion,
    savedConnections: savedConnectionsRegion,
    network: networkRegion,
    signIn: signInRegion,
    navigation: navigationRegion,
    embeddedWallet: embeddedWalletRegion,
    walletConnect: walletConnectRegion,
    send: sendRegion,
    buy: buyRegion,
    swap: swapRegion,
    pay: payRegion,
    nameRegistration: nameRegistrationRegion,
    accountLists: accountListsRegion,
  },
})
