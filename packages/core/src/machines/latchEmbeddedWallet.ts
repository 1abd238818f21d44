import { type ActorRefFrom, assign, enqueueActions, sendTo } from 'xstate'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { ConnectionError } from '../errors/connection.js'
import type { connectionMachine } from './connection.js'
import {
  activeNetworkOf,
  connectNetworkOf,
  emailLoginOf,
  type LatchMachineContext,
  socialLoginOf,
} from './latchContext.js'
import type { Login } from './latchEvents.js'
import { latchSetup } from './latchSetup.js'
import type { lazyChildMachine } from './lazyChild.js'

type ConnectionRef = ActorRefFrom<typeof connectionMachine>

/** The connection the embedded wallet connects in for the login under way. */
function authConnectionOf(context: LatchMachineContext): ConnectionRef {
  return context.connections[context.authConnect?.namespace ?? 'eip155'] as ConnectionRef
}

function holdsAuth(context: LatchMachineContext): boolean {
  const snapshot = authConnectionOf(context).getSnapshot()
  return (
    snapshot.matches('connected') && snapshot.context.connection?.connectorId === AUTH_CONNECTOR_ID
  )
}

/** Whether the email login is changing the account's email (its `update` region). */
function changingEmail(context: LatchMachineContext): boolean {
  return emailLoginOf(context)?.getSnapshot().matches({ update: 'idle' }) === false
}

/** The answer to a login (`auth.connected`, or `auth.connectFailed` and why). */
function answerLogin(
  context: LatchMachineContext,
  login: Login,
  failure: { error: unknown } | undefined,
) {
  // The login asked, so its machine runs (under its lazy child, which hands the answer on).
  const loader = login === 'social' ? context.socialLogin : context.emailLogin
  if (!loader) return undefined
  return {
    loader,
    event: {
      type: 'lazy.forward' as const,
      event: failure
        ? { type: 'auth.connectFailed' as const, error: failure.error }
        : { type: 'auth.connected' as const },
    },
  }
}

/** The same answer to every login that waits for the connection under way. */
const reply = (answer: (context: LatchMachineContext) => { error: unknown } | undefined) =>
  latchSetup.enqueueActions(({ context, enqueue }) => {
    const failure = answer(context)
    for (const login of context.authConnect?.logins ?? []) {
      const message = answerLogin(context, login, failure)
      if (message) enqueue.sendTo(message.loader, message.event)
    }
    enqueue.assign({ authConnect: undefined })
  })

/** A login that asks while the connection is under way waits for the same answer. */
const joinConnect = latchSetup.assign({
  authConnect: ({ context, event }) => {
    if (event.type !== 'auth.connect' || !context.authConnect) return context.authConnect
    const { logins } = context.authConnect
    if (logins.includes(event.login)) return context.authConnect
    return { ...context.authConnect, logins: [...logins, event.login] }
  },
})

const connected = reply(() => undefined)

/**
 * The root's region for the embedded wallet (SPEC.md §4 "Email login", "Social login"), where
 * the site configured `auth`. Once a login's frame step succeeds, the login asks for the
 * embedded wallet's connection (`auth.connect`): in the active namespace when its adapter takes
 * it, else the first that does. The namespace's connection first ends what it is doing (a
 * restore, a connect, a disconnect: `settling`); held by the embedded wallet already, the login
 * is done; held by another wallet, the visitor disconnects that first; else it connects
 * (`connecting`), and the login hears how it ended. The embedded wallet is one login for every
 * namespace that takes it, and signing out of it starts the logins over.
 */
export const embeddedWalletRegion = latchSetup.createStateConfig({
  initial: 'idle',
  on: {
    // A visitor signed in on one namespace who moves to another is connected there too,
    // without a prompt. Only on a move: a namespace left disconnected on purpose stays so.
    'network.activeChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
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
    },
    // Signed out of the embedded wallet: the logins start over.
    'connection.disconnected': {
      guard: ({ event }) => event.connectorId === AUTH_CONNECTOR_ID,
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.emailLogin) {
          enqueue.sendTo(context.emailLogin, {
            type: 'lazy.forward',
            event: { type: 'email.signOut' },
          })
        }
        if (context.socialLogin) {
          enqueue.sendTo(context.socialLogin, {
            type: 'lazy.forward',
            event: { type: 'social.cancel' },
          })
        }
      }),
    },
    // Leaving UpdateEmailWallet (another view, or the modal closed, which resets the router)
    // ends the email change it showed: back there, the visitor starts from the address.
    'router.changed': {
      guard: ({ context, event }) => event.view !== 'UpdateEmailWallet' && changingEmail(context),
      actions: latchSetup.sendTo(
        ({ context }) => context.emailLogin as ActorRefFrom<typeof lazyChildMachine>,
        { type: 'lazy.forward', event: { type: 'email.updateCancel' } },
      ),
    },
    // The visitor left the Farcaster link: its login ends, and the frame stops waiting.
    'router.farcasterLeft': {
      guard: ({ context }) => {
        const social = socialLoginOf(context)?.getSnapshot()
        return Boolean(social && (social.matches('farcaster') || social.context.farcasterUrl))
      },
      actions: sendTo(
        ({ context }) => context.socialLogin as ActorRefFrom<typeof lazyChildMachine>,
        {
          type: 'lazy.forward',
          event: { type: 'social.cancel' },
        },
      ),
    },
  },
  states: {
    idle: {
      on: {
        'auth.connect': [
          {
            guard: ({ context }) => context.authNamespaces.length === 0,
            actions: enqueueActions(({ context, event, enqueue }) => {
              const message = answerLogin(context, event.login, {
                error: new ConnectionError('NO_AUTH_CONNECTOR'),
              })
              if (message) enqueue.sendTo(message.loader, message.event)
            }),
          },
          {
            target: 'settling',
            actions: assign({
              authConnect: ({ context, event }) => {
                const active = activeNetworkOf(context)?.chainNamespace
                const namespace =
                  context.authNamespaces.find((candidate) => candidate === active) ??
                  (context.authNamespaces[0] as NonNullable<typeof active>)
                return { namespace, logins: [event.login] }
              },
            }),
          },
        ],
      },
    },
    settling: {
      invoke: {
        src: 'connectionSettled',
        input: ({ context }) => ({ connection: authConnectionOf(context) }),
      },
      on: {
        'auth.connect': { actions: joinConnect },
        'auth.connectionSettled': [
          { guard: ({ context }) => holdsAuth(context), target: 'idle', actions: connected },
          {
            // Another wallet holds the namespace: the visitor disconnects it first.
            guard: ({ context }) => authConnectionOf(context).getSnapshot().matches('connected'),
            target: 'idle',
            actions: reply(() => ({ error: new ConnectionError('FAILED_TO_CONNECT') })),
          },
          {
            target: 'connecting',
            actions: sendTo(
              ({ context }) => authConnectionOf(context),
              ({ context }) => ({
                type: 'connection.connect',
                connectorId: AUTH_CONNECTOR_ID,
                network: connectNetworkOf(
                  context,
                  authConnectionOf(context).getSnapshot().context.namespace,
                ),
              }),
            ),
          },
        ],
      },
    },
    connecting: {
      invoke: {
        src: 'connectionSettled',
        input: ({ context }) => ({ connection: authConnectionOf(context), leaving: 'connecting' }),
      },
      on: {
        'auth.connect': { actions: joinConnect },
        'auth.connectionSettled': [
          { guard: ({ context }) => holdsAuth(context), target: 'idle', actions: connected },
          {
            target: 'idle',
            actions: reply((context) => ({
              error:
                authConnectionOf(context).getSnapshot().context.error ??
                new ConnectionError('FAILED_TO_CONNECT'),
            })),
          },
        ],
      },
    },
  },
})
