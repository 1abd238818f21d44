// Test-only: the root machine (`machines/latch.ts`) as its region tests drive it: two
// namespaces whose wallets connect at once, the lazy children's code at hand, every effect
// recorded, and the transitions it takes (for the coverage test of `latch.test.ts`).
import { type Mock, vi } from 'vitest'
import {
  type Actor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
  waitFor,
} from 'xstate'
import type { ChainAdapterCapabilities, TransferFee } from '../adapters/chainAdapter.js'
import type { ConnectActorInput } from '../machines/connectionTypes.js'
import {
  type EmailLoginAction,
  type EmailUpdateAction,
  emailLoginMachine,
} from '../machines/emailLogin.js'
import { frameLifecycleMachine } from '../machines/frameLifecycle.js'
import { latchMachine } from '../machines/latch.js'
import {
  latchChildren,
  wireEmailLogin,
  wireNameRegistration,
  wirePairing,
  wireSend,
  wireSiwx,
  wireSocialLogin,
  wireSwap,
} from '../machines/latchChildren.js'
import {
  emailLoginOf,
  type LatchMachineContext,
  type LatchMachineInput,
  pairingOf,
  socialLoginOf,
} from '../machines/latchContext.js'
import type { LatchCommand } from '../machines/latchEvents.js'
import { type NameRegistrationBody, nameRegistrationMachine } from '../machines/nameRegistration.js'
import { onrampMachine } from '../machines/onramp.js'
import { type Pairing, type PairingApproval, pairingMachine } from '../machines/pairing.js'
import { type ConfirmTransferInput, sendMachine } from '../machines/send.js'
import { siwxMachine } from '../machines/siwx.js'
import { socialLoginMachine } from '../machines/socialLogin.js'
import {
  type SwapLoaded,
  type SwapQuoted,
  type SwapQuoteInput,
  type SwapSubmitInput,
  swapMachine,
} from '../machines/swap.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import type { Nft, SmartSession, TokenBalance } from '../services/blockchainSchemas.js'
import type { SiwxAccount, SiwxMessage, SiwxSession } from '../siwx/siwxConfig.js'
import type { Connection } from '../storage/schemas.js'

export const address = '0x00000000000000000000000000000000000000aa'
const sends = { sendNative: true, sendToken: true } as ChainAdapterCapabilities

// Sign-in's back end, as far as the root machine's tests need it.
const message = { toString: () => 'sign in' } as SiwxMessage
const session = { data: {}, message: 'sign in', signature: '0x' } as unknown as SiwxSession

/** A second eip155 wallet's account (multi-wallet). */
export const secondAddress = '0x00000000000000000000000000000000000000bb'
const addressOf = (connectorId: string) => (connectorId === 'io.rabby' ? secondAddress : address)

/** The test exchange's two tokens (ETH and LTT on mainnet). */
export const testSwapTokens = [
  {
    name: 'Ether',
    symbol: 'ETH',
    address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    decimals: 18,
  },
  {
    name: 'Latch Test Token',
    symbol: 'LTT',
    address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 18,
  },
]

/** The session and the NFT the account's lists hold (`sessions`, `nfts`). */
const testSession: SmartSession = {
  pci: '0xaa',
  chainId: 'eip155:1',
  expiry: 4_102_444_800,
  permissions: [],
  revoked: false,
}
const testNft: Nft = {
  chainId: 'eip155:1',
  contract: 'eip155:1:0xc0',
  collection: { name: 'Latch Cats', symbol: 'CAT' },
  tokenId: '1',
  name: 'Cat #1',
}

/** A transition by its event and its place among the transitions of that event. */
export function labelOf(transition: AnyTransitionDefinition): string {
  const siblings = transition.source.transitions.get(transition.eventType) ?? []
  return `${transition.source.id} ${transition.eventType}#${siblings.indexOf(transition)}`
}

/** Sign-in with a back end where a session exists on `signedOn` only, and a message waits. */
export function siwxLogic(signedOn?: string) {
  return wireSiwx(siwxMachine).provide({
    actors: {
      getSessions: fromPromise<SiwxSession[], SiwxAccount>(async ({ input }) =>
        input.network === signedOn ? [session] : [],
      ),
      createMessage: fromPromise<SiwxMessage, SiwxAccount>(async () => message),
    },
  })
}

export type LatchRootOptions = {
  input?: Partial<LatchMachineInput>
  connectFails?: boolean
  /** Every wallet's connect never answers, or this wallet's only. */
  connectHangs?: boolean | string
  disconnectFails?: boolean
  /** The WalletConnect pairing's fetch succeeds and the wallet approves these namespaces. */
  approves?: ('eip155' | 'solana')[]
  /** Sign-in, required, as the site configured it (it loads as the root starts). */
  siwx?: ReturnType<typeof siwxLogic>
  /** The project's remote features have multi-wallet on. */
  multiWallet?: boolean
}

/** A root machine started for a scenario, with what its tests read of it. */
export type LatchRoot = {
  root: Actor<typeof latchMachine>
  context(): LatchMachineContext
  /** The view on top, and the whole history. */
  view(): string | undefined
  views(): string[]
  send(command: LatchCommand): void
  connection(namespace: 'eip155' | 'solana'): ActorRefFrom<typeof latchChildren.connection>
  /** The email and social logins, once their code has loaded (they load as the root starts). */
  logins(): Promise<{
    email: ActorRefFrom<typeof emailLoginMachine>
    social: ActorRefFrom<typeof socialLoginMachine>
  }>
  /** The WalletConnect pairing, once its code has loaded (on the first pairing). */
  pairing(): Promise<ActorRefFrom<typeof pairingMachine>>
  /** Connects the namespace's wallet through the root and waits for the answer. */
  connect(namespace?: 'eip155' | 'solana', connectorId?: string): Promise<void>
  effects: Record<
    | 'connectSucceeded'
    | 'forgetConnector'
    | 'storeActiveNetwork'
    | 'accountChanged'
    | 'multiWalletNotEnabled',
    Mock
  >
  /** The root's transitions taken, by `labelOf`. */
  taken: Set<string>
  /** The namespaces whose wallet was asked to connect, in order. */
  asked: string[]
  /** The root's answers to the logins (`auth.connected`, ...), as `email: auth.connected`. */
  answers: string[]
}

/** The root machine with wallets that connect at once, and every effect recorded. */
function start({
  input = {},
  connectFails = false,
  connectHangs = false,
  disconnectFails = false,
  approves,
  siwx,
  multiWallet = false,
}: LatchRootOptions = {}): LatchRoot {
  const effects: LatchRoot['effects'] = {
    connectSucceeded: vi.fn(),
    forgetConnector: vi.fn(),
    storeActiveNetwork: vi.fn(),
    accountChanged: vi.fn(),
    multiWalletNotEnabled: vi.fn(),
  }
  // The sessions this run's wallet revoked.
  const revokedSessions = new Set<string>()
  // The wallets that connected in this run: they answer again without a prompt.
  const granted = new Set<string>()
  const taken = new Set<string>()
  // The namespaces whose wallet was asked to connect, in order.
  const asked: string[] = []
  const answers: string[] = []
  const machine = latchMachine.provide({
    actors: {
      connection: latchChildren.connection.provide({
        actors: {
          connect: fromPromise(async ({ input: { connectorId, namespace, network } }) => {
            asked.push(namespace)
            if (connectFails) throw new Error('no')
            if (connectHangs === true || connectHangs === connectorId) await new Promise(() => {})
            granted.add(connectorId)
            return {
              connectorId,
              accounts: [{ address: namespace === 'solana' ? 'So1ana' : addressOf(connectorId) }],
              network:
                network?.caipNetworkId ?? (namespace === 'solana' ? solana : mainnet).caipNetworkId,
            } satisfies Connection
          }),
          reconnect: fromPromise<Connection, ConnectActorInput>(
            async ({ input: { connectorId } }) => {
              if (!granted.has(connectorId)) throw new Error('nothing saved')
              return {
                connectorId,
                accounts: [{ address: addressOf(connectorId) }],
                network: mainnet.caipNetworkId,
              }
            },
          ),
          disconnect: fromPromise(async () => {
            if (disconnectFails) throw new Error('wallet busy')
          }),
        },
      }),
      network: latchChildren.network.provide({
        actors: { switchNetwork: fromPromise(async () => {}) },
      }),
      // The account's lists: one session (until revoked), two pages of an NFT each, and a wallet
      // that revokes.
      sessions: latchChildren.sessions.provide({
        actors: {
          fetchSessions: fromPromise(async ({ input }) =>
            input.address
              ? [{ ...testSession, revoked: revokedSessions.has(testSession.pci) }]
              : [],
          ),
          revoke: fromPromise(async ({ input }) => {
            revokedSessions.add(input.id)
          }),
        },
      }),
      nfts: latchChildren.nfts.provide({
        actors: {
          fetchNfts: fromPromise(async ({ input }) => ({
            data: [input.cursor ? { ...testNft, tokenId: '2', name: 'Cat #2' } : testNft],
            next: input.cursor ? null : 'page-2',
          })),
        },
      }),
      // The send form loads at once, with a wallet that sends and includes at once.
      sendLoader: latchChildren.sendLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireSend(sendMachine).provide({
              actors: {
                readBalances: fromPromise(async (): Promise<readonly TokenBalance[]> => []),
                estimateFee: fromPromise(async (): Promise<readonly TransferFee[]> => []),
                sendTransfer: fromPromise(async () => '0xsent'),
                confirmTransfer: fromCallback<AnyEventObject, ConfirmTransferInput>(
                  ({ input, sendBack }) => sendBack({ type: 'send.confirmed', ...input }),
                ),
              },
            }),
          ),
        },
      }),
      siwxLoader: latchChildren.siwxLoader.provide({
        actors: { load: fromPromise<AnyActorLogic>(async () => siwx ?? siwxLogic()) },
      }),
      // An exchange of two tokens at 2:1 whose swaps go through at once.
      swapLoader: latchChildren.swapLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireSwap(swapMachine).provide({
              actors: {
                load: fromPromise(
                  async (): Promise<SwapLoaded> => ({ tokens: testSwapTokens, balances: [] }),
                ),
                quote: fromPromise(
                  async ({ input }: { input: SwapQuoteInput }): Promise<SwapQuoted> => ({
                    quote: {
                      fromAmount: String(input.amount),
                      fromAccount: input.from.address,
                      toAmount: String(input.amount * 2n),
                      toAccount: input.to.address,
                    },
                    allowance: undefined,
                  }),
                ),
                swap: fromPromise(async ({ input }: { input: SwapSubmitInput }) => ({
                  hash: '0xswapped',
                  from: input.from,
                  to: input.to,
                  fromAmount: input.quote.fromAmount,
                  toAmount: input.quote.toAmount,
                })),
              },
            }),
          ),
        },
      }),
      // The buy form's services answer with nothing (the built-in options and quotes follow).
      buyLoader: latchChildren.buyLoader.provide({
        actors: { load: fromPromise<AnyActorLogic>(async () => onrampMachine) },
      }),
      // Names register at once, for whoever asks.
      nameRegistrationLoader: latchChildren.nameRegistrationLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireNameRegistration(nameRegistrationMachine).provide({
              actors: {
                signRegistration: fromPromise(async () => ({ message: 'm', signature: '0xsig' })),
                postRegistration: fromPromise<unknown, NameRegistrationBody>(async () => ({})),
              },
            }),
          ),
        },
      }),
      pairingLoader: latchChildren.pairingLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wirePairing(pairingMachine).provide({
              actors: {
                fetchPairingUri: fromPromise<Pairing, Record<string, never>>(async () => {
                  if (!approves) throw new Error('relay down')
                  return { uri: 'wc:test', expiresAt: Date.now() + 60_000 }
                }),
                awaitApproval: fromPromise(
                  async (): Promise<PairingApproval> => ({ namespaces: approves ?? [] }),
                ),
              },
            }),
          ),
        },
      }),
      socialLoginLoader: latchChildren.socialLoginLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireSocialLogin(socialLoginMachine).provide({
              actors: {
                getFarcasterUri: fromPromise(async () => ({ url: 'https://farcaster.example' })),
              },
            }),
          ),
        },
      }),
      // The frame takes every email at once (CONNECT): the embedded wallet connects next.
      emailLoginLoader: latchChildren.emailLoginLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireEmailLogin(emailLoginMachine).provide({
              actors: {
                connectEmail: fromPromise<{ action: EmailLoginAction }, { email: string }>(
                  async () => ({ action: 'CONNECT' }),
                ),
                // An email change: the frame mails the current address a code, never typed.
                requestEmailUpdate: fromPromise<{ action: EmailUpdateAction }, { email: string }>(
                  async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
                ),
                verifyCurrentEmail: fromPromise(() => new Promise(() => {})),
              },
            }),
          ),
        },
      }),
      frameLoader: latchChildren.frameLoader.provide({
        actors: { load: fromPromise<AnyActorLogic>(async () => frameLifecycleMachine) },
      }),
    },
    actions: {
      connectSucceeded: (_, params) => effects.connectSucceeded(params),
      forgetConnector: (_, params) => effects.forgetConnector(params),
      storeActiveNetwork: (_, network) => effects.storeActiveNetwork(network.caipNetworkId),
      accountChanged: (_, params) => effects.accountChanged(params),
      multiWalletNotEnabled: () => effects.multiWalletNotEnabled(),
    },
    guards: { multiWalletEnabled: () => multiWallet },
  })
  const root = createActor(machine, {
    input: {
      namespaces: ['eip155', 'solana'],
      networks: [mainnet, optimism, solana],
      activeNetwork: mainnet,
      capabilities: { eip155: sends, solana: sends },
      ...(siwx ? { siwx: { namespaces: ['eip155'], required: true } } : {}),
      ...input,
    },
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef === root) {
        for (const transition of event._transitions) taken.add(labelOf(transition))
      }
      if (event.type !== '@xstate.event' || event.event.type !== 'lazy.forward') return
      const { emailLogin, socialLogin } = context()
      const login =
        event.actorRef === emailLogin
          ? 'email'
          : event.actorRef === socialLogin
            ? 'social'
            : undefined
      if (event.sourceRef === root && login) answers.push(`${login}: ${event.event.event.type}`)
    },
  })
  root.start()
  const context = () => root.getSnapshot().context
  const view = () => context().router.getSnapshot().context.history.at(-1)?.view
  const views = () =>
    context()
      .router.getSnapshot()
      .context.history.map((entry) => entry.view)
  const send = (command: LatchCommand) => root.send(command)
  const connection = (namespace: 'eip155' | 'solana') =>
    context().connections[namespace] as ActorRefFrom<typeof latchChildren.connection>
  async function connect(namespace: 'eip155' | 'solana' = 'eip155', connectorId = 'io.metamask') {
    send({ type: 'connection.connect', namespace, connectorId })
    await waitFor(connection(namespace), (s) => !s.matches('connecting'))
  }
  async function logins() {
    for (const loader of [context().emailLogin, context().socialLogin]) {
      if (loader) await waitFor(loader, (s) => s.matches('ready'))
    }
    return {
      email: emailLoginOf(context()) as ActorRefFrom<typeof emailLoginMachine>,
      social: socialLoginOf(context()) as ActorRefFrom<typeof socialLoginMachine>,
    }
  }
  async function pairing() {
    const loader = context().pairing
    if (loader) await waitFor(loader, (s) => s.matches('ready'))
    return pairingOf(context()) as ActorRefFrom<typeof pairingMachine>
  }
  return {
    root,
    context,
    view,
    views,
    send,
    connection,
    connect,
    logins,
    pairing,
    effects,
    taken,
    asked,
    answers,
  }
}

let running: LatchRoot | undefined
/** Starts a root for a scenario; the last one started is stopped by {@link stopLatchRoot}. */
export function startLatchRoot(options?: LatchRootOptions): LatchRoot {
  running = start(options)
  return running
}
/** Stops the root the last scenario started (each region test's `afterEach`). */
export function stopLatchRoot(): void {
  running?.root.stop()
}
