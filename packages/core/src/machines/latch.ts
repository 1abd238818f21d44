import { type ActorRefFrom, assign, enqueueActions, raise, sendTo, setup, stopChild } from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { snackbars } from '../errors/snackbars.js'
import { truncateAddress } from '../format/truncateAddress.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { connectionMachine } from './connection.js'
import { cascadeStep, joinCascade, planDisconnect } from './disconnectCascade.js'
import { latchChildren } from './latchChildren.js'
import {
  activeConnected,
  activeNetworkOf,
  closeFacts,
  connectorIdsOf,
  hasPendingRequests,
  joinsActiveSession,
  type LatchMachineContext,
  type LatchMachineInput,
  openFacts,
  sendFormOf,
  sendSubjectOf,
  siwxAccountOf,
} from './latchContext.js'
import type { LatchMachineEvent } from './latchEvents.js'
import type { nameRegistrationMachine } from './nameRegistration.js'
import type { pairingMachine } from './pairing.js'
import type { RouterNavigationEvent } from './router.js'
import { sendTokenOf } from './sendForm.js'
import type { siwxMachine } from './siwx.js'
import type { socialLoginMachine } from './socialLogin.js'
import { spawnLoaded } from './spawnLoaded.js'

type Ref<Logic> = ActorRefFrom<Logic>

/**
 * The root of a Latch client (DESIGN.md "core"): it owns every lifecycle as a child with a
 * system id (router, modal, snackbar, network, walletRequest, `connection.<namespace>`,
 * emailLogin, socialLogin, and siwx, send, nameRegistration once loaded) and carries what one
 * tells another. A child says what happened (`sendParent`); the transitions here decide what
 * follows, reading each fact from the child that owns it; where a child's event needs a fact
 * of another (the modal's `connected`, the network's `connectorIds`), it is added to the
 * event as it is forwarded. No child keeps a copy of another's fact.
 *
 * The effects outside the machines (storage, analytics, the recent wallets, the adapters'
 * calls) are named actions and actors, supplied with `.provide()` by the client.
 */
export const latchMachine = setup({
  types: {
    context: {} as LatchMachineContext,
    events: {} as LatchMachineEvent,
    input: {} as LatchMachineInput,
  },
  actors: latchChildren,
  actions: {
    // Effects outside the machines: supplied by the client through `.provide()`.
    /** A connect the visitor asked for succeeded: tracked, and the wallet made a recent one. */
    connectSucceeded: (_, _params: { namespace: ChainNamespace; connectorId: string }) => {},
    /** A namespace disconnected: its connector is not restored next visit. */
    forgetConnector: (_, _params: { namespace: ChainNamespace; connectorId: string }) => {},
    /** The active network changed: stored and tracked. */
    storeActiveNetwork: (_, _network: CaipNetwork) => {},
    /** An account's holdings changed (a transfer went out, or is on chain): caches are stale. */
    accountChanged: (_, _params: { namespace: ChainNamespace; address: string }) => {},
    // What several transitions do.
    closeModal: sendTo(
      ({ context }) => context.modal,
      ({ context }) => ({ type: 'modal.close', facts: closeFacts(context) }),
    ),
    rejectRequests: sendTo(({ context }) => context.walletRequest, { type: 'requests.rejectAll' }),
    /** A navigation the router takes as it is (push, replace, reset: only those name it). */
    forwardToRouter: sendTo(
      ({ context }) => context.router,
      ({ event }) => event as Exclude<RouterNavigationEvent, { type: 'router.back' }>,
    ),
    clearAwaitedAt: assign({ awaitedAt: undefined }),
    /** The first namespace of an approved session answered: the others join it. */
    connectPairedNext: enqueueActions(({ context, enqueue }) => {
      for (const namespace of context.pairedNext) {
        enqueue.raise({
          type: 'connection.connect',
          namespace,
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
        })
      }
      enqueue.assign({ pairedNext: [] })
    }),
    /**
     * A namespace of a disconnect under way ended (or failed to): once none is left, the
     * active namespace, if it ended, gives way to one that stays connected.
     */
    stepCascade: enqueueActions(
      (
        { context, enqueue },
        { namespace, failed }: { namespace: ChainNamespace; failed: boolean },
      ) => {
        const cascade = context.disconnecting
        if (!cascade?.pending.includes(namespace)) return
        const connected = Object.values(context.connections).flatMap((ref) => {
          const snapshot = ref.getSnapshot()
          return snapshot.matches('connected')
            ? [
                {
                  namespace: snapshot.context.namespace,
                  network: snapshot.context.connection?.network as CaipNetworkId | undefined,
                },
              ]
            : []
        })
        const active = activeNetworkOf(context)?.chainNamespace === namespace
        const step = cascadeStep(cascade, { namespace, failed, active }, connected)
        enqueue.assign({ disconnecting: step.cascade })
        if (step.next) {
          enqueue.sendTo(context.network, {
            type: 'network.walletChanged',
            caipNetworkId: step.next,
          })
        }
      },
    ),
    forgetAwaitedNetwork: sendTo(({ context }) => context.network, {
      type: 'network.forgetAwaited',
    }),
  },
  guards: {
    modalOpen: ({ context }) => context.modal.getSnapshot().matches('open'),
    sendLoaded: ({ context }) => sendFormOf(context) !== undefined,
    modalClosed: ({ context }) => !context.modal.getSnapshot().matches('open'),
    popsTransactionStack: ({ event }) =>
      event.type === 'walletRequest.finished' && event.next === 'popTransactionStack',
  },
}).createMachine({
  id: 'latch',
  context: ({ input, spawn }) => {
    const connections: LatchMachineContext['connections'] = {}
    for (const namespace of input.namespaces) {
      connections[namespace] = spawn('connection', {
        id: `connection.${namespace}`,
        systemId: `connection.${namespace}`,
        input: {
          namespace,
          reconnect: input.reconnect ?? true,
          savedConnectorId: input.savedConnectorIds?.[namespace],
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
        input: { ...input.modal, embedded, noAdapters: input.namespaces.length === 0 },
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
      connections,
      emailLogin: input.logins
        ? spawn('emailLogin', {
            id: 'emailLogin',
            systemId: 'emailLogin',
            input: { email: input.logins.email },
          })
        : undefined,
      socialLogin: input.logins
        ? spawn('socialLogin', { id: 'socialLogin', systemId: 'socialLogin', input: {} })
        : undefined,
      pairing: input.walletConnect
        ? spawn('pairing', { id: 'pairing', systemId: 'pairing', input: {} })
        : undefined,
      siwx: undefined,
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
      nameRegistration: undefined,
      awaitedAt: undefined,
      authNamespaces: input.logins?.namespaces ?? [],
      capabilities: input.capabilities ?? {},
      disconnecting: undefined,
      pairedNext: [],
    }
  },
  // Every connection starts once all children run: each restores its saved connector.
  entry: enqueueActions(({ context, enqueue }) => {
    for (const ref of Object.values(context.connections)) {
      enqueue.sendTo(ref, { type: 'connection.start' })
    }
  }),
  on: {
    // --- What the visitor and the site ask for -------------------------------------------
    'modal.open': {
      actions: sendTo(
        ({ context }) => context.modal,
        ({ context, event }) => {
          const { type: _type, ...options } = event
          return { type: 'modal.open', options, facts: openFacts(context) }
        },
      ),
    },
    'modal.close': { actions: 'closeModal' },
    'modal.shake': { actions: sendTo(({ context }) => context.modal, { type: 'modal.shake' }) },
    'router.push': { actions: 'forwardToRouter' },
    'router.replace': { actions: 'forwardToRouter' },
    'router.reset': { actions: 'forwardToRouter' },
    'router.back': {
      actions: sendTo(
        ({ context }) => context.router,
        ({ context }) => ({ type: 'router.back', connected: activeConnected(context) }),
      ),
    },
    'connection.connect': {
      actions: sendTo(
        ({ context, event }) =>
          context.connections[event.namespace] as Ref<typeof connectionMachine>,
        ({ context, event }) => {
          // The wallet starts on the active network, or on the one a SwitchActiveChain view
          // was opened for.
          const { activeNetwork, awaitedNetwork } = context.network.getSnapshot().context
          const network = [activeNetwork, awaitedNetwork].find(
            (candidate) => candidate?.chainNamespace === event.namespace,
          )
          return { type: 'connection.connect', connectorId: event.connectorId, network }
        },
      ),
    },
    'wallet.selected': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { namespace, connectorId, name } = event
        enqueue.sendTo(context.router, {
          type: 'router.push',
          view: 'ConnectingExternal',
          data: { connectorId, namespace, ...(name ? { name } : {}) },
        })
        const ref = context.connections[namespace]
        if (ref?.getSnapshot().matches('connecting')) {
          enqueue.sendTo(ref, { type: 'connection.cancel' })
        }
        enqueue.raise({ type: 'connection.connect', namespace, connectorId })
      }),
    },
    'wallet.cancelled': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        if (ref?.getSnapshot().matches('connecting')) {
          enqueue.sendTo(ref, { type: 'connection.cancel' })
        }
        enqueue.sendTo(context.router, { type: 'router.back', connected: activeConnected(context) })
      }),
    },
    'connection.cancel': {
      actions: sendTo(
        ({ context, event }) =>
          context.connections[event.namespace] as Ref<typeof connectionMachine>,
        { type: 'connection.cancel' },
      ),
    },
    'connection.disconnect': {
      actions: sendTo(
        ({ context, event }) =>
          context.connections[event.namespace] as Ref<typeof connectionMachine>,
        ({ event }) => ({
          type: 'connection.disconnect',
          ...(event.closeModal === undefined ? {} : { closeModal: event.closeModal }),
        }),
      ),
    },
    'disconnect.requested': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        if (!ref) return
        const snapshot = ref.getSnapshot()
        const waits = snapshot.matches('connecting') || snapshot.matches('reconnecting')
        const { targets, closeModal } = planDisconnect(event, connectorIdsOf(context), waits)
        // Those connected end with a notification; one waiting for its wallet just stops.
        const ending = targets.filter((namespace) =>
          context.connections[namespace]?.getSnapshot().matches('connected'),
        )
        const active = activeNetworkOf(context)?.chainNamespace
        if (ending.length > 0) {
          enqueue.assign({
            disconnecting: joinCascade(
              context.disconnecting,
              ending,
              active !== undefined && ending.includes(active),
            ),
          })
        }
        for (const namespace of targets) {
          const target = context.connections[namespace]
          if (target) enqueue.sendTo(target, { type: 'connection.disconnect', closeModal })
        }
      }),
    },
    'connection.preferAccountType': {
      actions: sendTo(
        ({ context, event }) =>
          context.connections[event.namespace] as Ref<typeof connectionMachine>,
        ({ event }) => ({ type: 'connection.preferAccountType', accountType: event.accountType }),
      ),
    },
    // A wallet event reaches the namespace's connection when it is about its connector.
    'wallet.event': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        const wallet = event.event
        if (ref?.getSnapshot().context.connection?.connectorId !== wallet.connectorId) return
        if (
          wallet.type === 'disconnected' ||
          (wallet.type === 'accountsChanged' && !wallet.accounts.length)
        ) {
          enqueue.sendTo(ref, { type: 'connection.lost' })
        } else if (wallet.type === 'accountsChanged') {
          const accounts = wallet.accounts.map(({ address, type }) =>
            type ? { address, type } : { address },
          )
          enqueue.sendTo(ref, { type: 'connection.accountsChanged', accounts })
        } else {
          enqueue.sendTo(ref, { type: 'connection.networkChanged', network: wallet.caipNetworkId })
        }
      }),
    },
    'network.request': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ context, event }) => ({ ...event, connectorIds: connectorIdsOf(context) }),
      ),
    },
    'network.switch': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ context, event }) => ({ ...event, connectorIds: connectorIdsOf(context) }),
      ),
    },
    'network.walletChanged': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ event }) => event,
      ),
    },
    'snackbar.show': {
      actions: sendTo(
        ({ context }) => context.snackbar,
        ({ event }) => ({
          type: 'snackbar.show',
          snackbar: {
            ...('code' in event ? snackbars[event.code] : event.message),
            autoClose: true,
          },
        }),
      ),
    },
    'siwx.cancel': {
      guard: ({ context }) => context.siwx !== undefined,
      actions: sendTo(({ context }) => context.siwx as Ref<typeof siwxMachine>, {
        type: 'siwx.cancel',
      }),
    },
    'pairing.refresh': {
      guard: ({ context }) => context.pairing !== undefined,
      actions: sendTo(({ context }) => context.pairing as Ref<typeof pairingMachine>, {
        type: 'pairing.refresh',
      }),
    },
    // Sign-in has loaded: it hears of the accounts connected meanwhile, in namespace order.
    'siwx.loaded': {
      actions: [
        assign({
          siwx: ({ spawn, event }) =>
            spawnLoaded(spawn, event.logic, { id: 'siwx', systemId: 'siwx', input: event.input }),
        }),
        enqueueActions(({ context, enqueue }) => {
          const siwx = context.siwx
          if (!siwx) return
          for (const ref of Object.values(context.connections)) {
            const snapshot = ref.getSnapshot()
            const account = snapshot.matches('connected')
              ? siwxAccountOf(snapshot.context.connection)
              : undefined
            if (account) enqueue.sendTo(siwx, { type: 'siwx.connected', account })
          }
        }),
      ],
    },
    // The send form loads on its first command; each form is for an account, given here.
    'send.start': {
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => ({
          type: 'lazy.forward',
          event: { type: 'send.start', ...sendSubjectOf(context, event.namespace) },
        }),
      ),
    },
    'send.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { token, amount, receiver, feeSpeed } = event.edit
        const edits = [
          token !== undefined && { type: 'send.setToken', token: token ?? undefined },
          amount !== undefined && { type: 'send.setAmount', amount },
          receiver !== undefined && { type: 'send.setReceiver', address: receiver },
          'feeSpeed' in event.edit && { type: 'send.setFeeSpeed', feeSpeed },
        ]
        for (const edit of edits) {
          if (edit) enqueue.sendTo(context.send, { type: 'lazy.forward', event: edit })
        }
      }),
    },
    'send.submit': {
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => {
          if (!event.form) return { type: 'lazy.forward', event: { type: 'send.submit' } }
          const { namespace, token, amount, receiverAddress, feeSpeed } = event.form
          const subject = sendSubjectOf(context, namespace)
          return {
            type: 'lazy.forward',
            event: {
              type: 'send.submit',
              form: {
                ...subject,
                token: token && sendTokenOf(token, subject.network),
                amount,
                receiverAddress,
                feeSpeed,
              },
            },
          }
        },
      ),
    },
    // One registration at a time: a new one replaces the last.
    'nameRegistration.started': {
      actions: [
        stopChild(({ context }) => context.nameRegistration as Ref<typeof nameRegistrationMachine>),
        assign({
          nameRegistration: ({ spawn, event }) =>
            spawnLoaded(spawn, event.logic, { id: 'nameRegistration', input: event.input }),
        }),
      ],
    },

    // --- What the children tell ---------------------------------------------------------
    'view.show': [
      // A view asked for by a machine: on top of what shows, or the modal opens at it.
      {
        guard: 'modalOpen',
        actions: sendTo(
          ({ context }) => context.router,
          ({ event }) => ({ type: 'router.push', view: event.view }),
        ),
      },
      {
        actions: sendTo(
          ({ context }) => context.modal,
          ({ context, event }) => ({
            type: 'modal.open',
            options: { view: event.view },
            facts: openFacts(context),
          }),
        ),
      },
    ],
    'walletRequest.openModal': {
      guard: 'modalClosed',
      actions: sendTo(
        ({ context }) => context.modal,
        ({ context }) => ({ type: 'modal.open', options: {}, facts: openFacts(context) }),
      ),
    },
    'walletRequest.finished': [
      {
        guard: 'popsTransactionStack',
        actions: sendTo(
          ({ context }) => context.router,
          ({ context }) => ({ type: 'router.back', connected: activeConnected(context) }),
        ),
      },
      { actions: 'closeModal' },
    ],
    'router.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Leaving ApproveTransaction in any way (Back, a pushed UnsupportedChain, the site's
        // open({ view })) hides the frame: its requests are taken back.
        if (event.view !== 'ApproveTransaction' && hasPendingRequests(context)) {
          enqueue('rejectRequests')
        }
        // The WalletConnect views show the pairing: a first visit, or one after a wallet
        // connected through an earlier pairing, pairs.
        const pairing = context.pairing?.getSnapshot()
        if (
          (event.view === 'ConnectingWalletConnect' ||
            event.view === 'ConnectingWalletConnectBasic') &&
          (pairing?.matches('idle') || pairing?.matches('connected'))
        ) {
          enqueue.sendTo(context.pairing as Ref<typeof pairingMachine>, { type: 'pairing.fetch' })
        }
        // SwitchActiveChain hands over to Connect in its place; once the history is popped
        // below that place, its network waits for no wallet.
        if (event.view === 'SwitchActiveChain') {
          enqueue.assign({ awaitedAt: event.depth })
        } else if (context.awaitedAt !== undefined && event.depth < context.awaitedAt) {
          enqueue('clearAwaitedAt')
          enqueue('forgetAwaitedNetwork')
        }
      }),
    },
    // The visitor left the Farcaster link: its login ends, and the frame stops waiting.
    'router.farcasterLeft': {
      guard: ({ context }) => {
        const social = context.socialLogin?.getSnapshot()
        return Boolean(social && (social.matches('farcaster') || social.context.farcasterUrl))
      },
      actions: sendTo(({ context }) => context.socialLogin as Ref<typeof socialLoginMachine>, {
        type: 'social.cancel',
      }),
    },
    // A closed modal takes back the requests the visitor no longer sees, and a wallet
    // connected after it closed is not the one SwitchActiveChain waited for.
    'modal.closed': {
      actions: enqueueActions(({ context, enqueue }) => {
        if (hasPendingRequests(context)) enqueue('rejectRequests')
        if (context.network.getSnapshot().context.awaitedNetwork) {
          enqueue('clearAwaitedAt')
          enqueue('forgetAwaitedNetwork')
        }
      }),
    },
    // Opened for another namespace: its first network is asked for, without confirmation.
    'modal.switchNamespace': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const network = context.network
          .getSnapshot()
          .context.networks.find((candidate) => candidate.chainNamespace === event.namespace)
        if (!network) return
        enqueue.sendTo(context.network, {
          type: 'network.request',
          network,
          ignoreConfirmation: true,
          connectorIds: connectorIdsOf(context),
        })
      }),
    },
    'network.activeChanged': {
      actions: [
        { type: 'storeActiveNetwork', params: ({ event }) => event.network },
        // The embedded wallet is one login for every namespace whose adapter takes it: a
        // visitor signed in on one who moves to another is connected there too, without a
        // prompt. Only on a move: a namespace left disconnected on purpose stays so.
        enqueueActions(({ context, event, enqueue }) => {
          const namespace = event.network.chainNamespace
          if (namespace === event.previous?.chainNamespace) return
          if (!context.authNamespaces.includes(namespace)) return
          const target = context.connections[namespace]
          if (!target?.getSnapshot().matches('disconnected')) return
          const signedIn = Object.entries(context.connections).some(
            ([other, ref]) =>
              other !== namespace &&
              ref.getSnapshot().matches('connected') &&
              ref.getSnapshot().context.connection?.connectorId === AUTH_CONNECTOR_ID,
          )
          if (!signedIn) return
          enqueue.sendTo(target, {
            type: 'connection.connect',
            connectorId: AUTH_CONNECTOR_ID,
            network: event.network,
          })
        }),
      ],
    },
    // The active network changed: a loaded form starts over on it (none loads for that).
    'send.reset': {
      guard: 'sendLoaded',
      actions: sendTo(
        ({ context }) => context.send,
        ({ context, event }) => ({
          type: 'lazy.forward',
          event: { type: 'send.reset', ...sendSubjectOf(context, event.namespace) },
        }),
      ),
    },
    // A transfer went out: Account again, with the transaction said, and fresh holdings.
    'send.transferSent': {
      actions: [
        { type: 'accountChanged', params: ({ event }) => event },
        sendTo(
          ({ context }) => context.snackbar,
          ({ event }) => ({
            type: 'snackbar.show',
            snackbar: {
              message: `Sent: transaction ${truncateAddress(event.hash)}`,
              variant: 'success' as const,
              autoClose: true,
            },
          }),
        ),
        sendTo(({ context }) => context.router, { type: 'router.reset', view: 'Account' }),
      ],
    },
    // On chain: the account's balances and activity are read again.
    'send.transferConfirmed': {
      actions: { type: 'accountChanged', params: ({ event }) => event },
    },
    // The others of an approved WalletConnect session join the first (connectPairedNext).
    'connection.succeeded': [
      // Before the network and sign-in hear of the account (`connection.accountChanged`
      // follows), so that a view either pushes (UnsupportedChain, SIWXSignMessage) comes on
      // top of Account.
      {
        guard: 'modalOpen',
        actions: [
          { type: 'connectSucceeded', params: ({ event }) => event },
          sendTo(({ context }) => context.router, { type: 'router.connected' }),
          'connectPairedNext',
        ],
      },
      {
        actions: [{ type: 'connectSucceeded', params: ({ event }) => event }, 'connectPairedNext'],
      },
    ],
    'connection.accountChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const account = siwxAccountOf(event.connection)
        if (account) {
          enqueue.sendTo(context.network, {
            type: 'network.walletConnected',
            namespace: event.namespace,
          })
          // A new account brings its wallet's network, unless it joins a session the active
          // namespace already holds (WalletConnect, the embedded wallet): the visitor stays on
          // the network they were on.
          if (!joinsActiveSession(context, event.namespace, event.connection)) {
            enqueue.sendTo(context.network, {
              type: 'network.walletChanged',
              caipNetworkId: account.network,
            })
          }
          if (context.siwx) enqueue.sendTo(context.siwx, { type: 'siwx.connected', account })
          // Embedded, the modal never opens: it shows Account when an account appears.
          if (context.router.getSnapshot().context.embedded) {
            enqueue.sendTo(context.router, { type: 'router.connected' })
          }
          return
        }
        if (context.siwx) enqueue.sendTo(context.siwx, { type: 'siwx.disconnected' })
        if (context.router.getSnapshot().context.embedded && !activeConnected(context)) {
          enqueue.sendTo(context.router, { type: 'router.disconnected' })
        }
      }),
    },
    'connection.disconnected': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { namespace, connectorId } = event
        enqueue({ type: 'stepCascade', params: { namespace, failed: false } })
        if (connectorId) enqueue({ type: 'forgetConnector', params: { namespace, connectorId } })
        if (event.closeModal) enqueue('closeModal')
        // Signed out of the embedded wallet: the logins start over.
        if (connectorId === AUTH_CONNECTOR_ID) {
          if (context.emailLogin) enqueue.sendTo(context.emailLogin, { type: 'email.signOut' })
          if (context.socialLogin) enqueue.sendTo(context.socialLogin, { type: 'social.cancel' })
        }
      }),
    },
    // One approval, every namespace (SPEC.md §4): the active one first, the others once it
    // has answered.
    'pairing.approved': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const active = activeNetworkOf(context)?.chainNamespace
        const [first, ...rest] = [
          ...event.namespaces.filter((namespace) => namespace === active),
          ...event.namespaces.filter((namespace) => namespace !== active),
        ].filter((namespace) => context.connections[namespace] !== undefined)
        if (!first) return
        enqueue.assign({ pairedNext: rest })
        enqueue.raise({
          type: 'connection.connect',
          namespace: first,
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
        })
      }),
    },
    'connection.connectFailed': { actions: 'connectPairedNext' },
    'connection.disconnectFailed': {
      actions: {
        type: 'stepCascade',
        params: ({ event }) => ({ namespace: event.namespace, failed: true }),
      },
    },
    // A required sign-in was cancelled: the active namespace (and its session) disconnects.
    'siwx.disconnect': {
      actions: raise(({ context }) => ({
        type: 'disconnect.requested' as const,
        namespace: activeNetworkOf(context)?.chainNamespace ?? 'eip155',
        closeModal: true,
      })),
    },
    'siwx.switchNetwork': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const network = context.network
          .getSnapshot()
          .context.networks.find((candidate) => candidate.caipNetworkId === event.network)
        if (!network) return
        enqueue.sendTo(context.network, {
          type: 'network.switch',
          network,
          connectorIds: connectorIdsOf(context),
        })
      }),
    },
  },
})
