import type { SnapshotFrom } from 'xstate'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import { buyStatusOf } from '../machines/buyStatus.js'
import { connectionStatusOf } from '../machines/connection.js'
import type { emailLoginMachine } from '../machines/emailLogin.js'
import {
  buyFormOf,
  emailLoginOf,
  type LatchMachineContext,
  nameRegistrationOf,
  pairingOf,
  sendFormOf,
  siwxOf,
  socialLoginOf,
  swapFormOf,
} from '../machines/latchContext.js'
import { closeBlocked } from '../machines/modal.js'
import type { nameRegistrationMachine } from '../machines/nameRegistration.js'
import { nameRegistrationStatusOf } from '../machines/nameRegistrationStatus.js'
import type { onrampMachine } from '../machines/onramp.js'
import type { pairingMachine } from '../machines/pairing.js'
import { payStepOf } from '../machines/payStatus.js'
import { activeConnectorIdsOf, savedConnectionsOf } from '../machines/savedConnectionStatus.js'
import type { sendMachine } from '../machines/send.js'
import { formToken, sendProblems, sendTokenOptions } from '../machines/sendForm.js'
import { sendFeeStatusOf, sendStatusOf } from '../machines/sendStatus.js'
import type { siwxMachine } from '../machines/siwx.js'
import type { socialLoginMachine } from '../machines/socialLogin.js'
import type { swapMachine } from '../machines/swap.js'
import { swapStatusOf } from '../machines/swapStatus.js'
import { currentView } from '../machines/views.js'
import {
  idleBuy,
  idleNameRegistration,
  idleSend,
  idleSwap,
  unavailablePairing,
} from './initialLatchState.js'
import type {
  LatchClientParts,
  LatchState,
  NamespaceConnectionState,
  NftsState,
} from './latchState.js'
import { initialEmailLogin, initialSocialLogin } from './loginState.js'
import { memoLast } from './memoLast.js'
import { readEmailLogin, readSocialLogin } from './readLoginState.js'
import { shareUnchanged } from './shareUnchanged.js'

/** The root machine's snapshot, as far as the state is read from it. */
export type LatchSnapshot = { context: LatchMachineContext }

type Child = Exclude<
  keyof LatchMachineContext,
  | 'connections'
  | 'savedConnections'
  | 'awaitedAt'
  | 'authNamespaces'
  | 'capabilities'
  | 'send'
  | 'siwx'
  | 'nameRegistration'
  | 'buy'
  | 'emailLogin'
  | 'socialLogin'
  | 'frame'
  | 'pairing'
>
type SendSnapshot = SnapshotFrom<typeof sendMachine>
type SiwxSnapshot = SnapshotFrom<typeof siwxMachine>
type RegistrationSnapshot = SnapshotFrom<typeof nameRegistrationMachine>
type BuySnapshot = SnapshotFrom<typeof onrampMachine>
type SwapSnapshot = SnapshotFrom<typeof swapMachine>
type PairingSnapshot = SnapshotFrom<typeof pairingMachine>
type EmailLoginSnapshot = SnapshotFrom<typeof emailLoginMachine>
type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>
type Snapshot<Key extends Child> = SnapshotFrom<NonNullable<LatchMachineContext[Key]>>
type ConnectionSnapshot = SnapshotFrom<
  NonNullable<LatchMachineContext['connections'][ChainNamespace]>
>

const disabledSiwx: LatchState['siwx'] = {
  status: 'disabled',
  error: undefined,
  message: undefined,
}
const noEmailLogin = initialEmailLogin(false, '')
const noSocialLogin = initialSocialLogin(false)
const idlePairing: LatchState['pairing'] = { status: 'idle' }
const fetchingPairing: LatchState['pairing'] = { status: 'fetching' }

/**
 * A selector of the {@link LatchState} from a client's root snapshot, for one client's
 * adapters. Each part is read from the snapshots it needs and memoised on them: an event that
 * changes one machine reads that machine's part again and hands back every other part, and
 * the state itself when nothing changed, as the very same object. A UI's selectors compare by
 * identity, so a view re-renders only for what it reads.
 *
 * @example
 * const selectLatchState = createLatchStateSelector(adapters)
 * const state = selectLatchState(root.getSnapshot(), parts)
 */
export function createLatchStateSelector(adapters: readonly ChainAdapter[]) {
  const selectModal = memoLast(
    (modal: Snapshot<'modal'>, router: Snapshot<'router'>, siwx: SiwxSnapshot | undefined) => {
      const view = currentView(router.context)
      return {
        open: modal.matches('open'),
        closable: !closeBlocked({
          view,
          siwxRequired: modal.context.siwxRequired,
          hasSiwxSessions: siwx?.matches('signedIn') ?? false,
        }),
        shaking: modal.matches({ open: 'shaking' }),
        loading: modal.context.loading,
        view,
        history: router.context.history,
      }
    },
  )
  const selectSnackbar = memoLast((snackbar: Snapshot<'snackbar'>) =>
    snackbar.matches('hidden') ? undefined : snackbar.context.current,
  )
  // One memo per namespace: a namespace's part stays while another's connection changes.
  const connectionParts = new WeakMap<ConnectionSnapshot, NamespaceConnectionState>()
  const selectConnection = (snapshot: ConnectionSnapshot): NamespaceConnectionState => {
    let part = connectionParts.get(snapshot)
    if (!part) {
      part = {
        status: connectionStatusOf(snapshot),
        // Only while it is so, as the machines' first state has it (absent).
        ...(snapshot.matches('disconnecting') ? { disconnecting: true } : {}),
        ...(snapshot.matches({ connected: 'adding' }) ||
        snapshot.matches({ connected: 'reactivating' })
          ? { switching: true }
          : {}),
        // While the last visit's connection is restored, the account it had.
        connection: snapshot.matches('reconnecting')
          ? snapshot.context.restoring
          : snapshot.context.connection,
        error: snapshot.context.error,
      }
      connectionParts.set(snapshot, part)
    }
    return part
  }
  const selectConnections = memoLast(
    (namespaces: readonly ChainNamespace[], ...parts: NamespaceConnectionState[]) => {
      const connections: LatchState['connections'] = {}
      for (const [index, namespace] of namespaces.entries()) {
        const part = parts[index]
        if (part) connections[namespace] = part
      }
      return connections
    },
  )
  const selectSaved = memoLast(
    (
      saved: SnapshotFrom<LatchMachineContext['savedConnections']>,
      connections: LatchState['connections'],
      multiWallet: boolean,
    ): LatchState['savedConnections'] =>
      savedConnectionsOf(saved.context, activeConnectorIdsOf(connections), multiWallet),
  )
  // A client's namespaces are those of its adapters, fixed when its machines start.
  let namespaces: readonly ChainNamespace[] | undefined
  const selectNetwork = memoLast(
    (
      network: Snapshot<'network'>,
      connections: LatchState['connections'],
      capabilities: LatchState['capabilities'],
    ) => {
      const activeNetwork = network.context.activeNetwork
      const activeNamespace = activeNetwork?.chainNamespace
      const active = activeNamespace ? connections[activeNamespace] : undefined
      return {
        activeNetwork,
        activeNamespace,
        networks: network.context.networks,
        networkStatus: network.value,
        switchingTo: network.context.pending,
        networkError: network.context.error,
        connections,
        capabilities,
        connection: active?.status === 'connected' ? active.connection : undefined,
      }
    },
  )
  const selectSiwx = memoLast((siwx: SiwxSnapshot | undefined): LatchState['siwx'] =>
    siwx
      ? { status: siwx.value, error: siwx.context.error, message: siwx.context.message?.toString() }
      : disabledSiwx,
  )
  const selectSend = memoLast((send: SendSnapshot | undefined): LatchState['send'] => {
    if (!send) return idleSend
    const { context } = send
    return {
      status: sendStatusOf(send),
      error: context.error,
      namespace: context.namespace,
      token: formToken(context),
      tokens: sendTokenOptions(context.network, context.balances),
      balancesLoading: send.matches({ balances: 'reading' }),
      amount: context.sendTokenAmount,
      receiver: context.receiverAddress,
      problems: sendProblems(context),
      feeSpeed: context.feeSpeed,
      fee: { status: sendFeeStatusOf(send), fees: context.fees, error: context.feeError },
      transfers: context.transfers,
    }
  })
  const selectPairing = memoLast(
    (
      configured: boolean,
      loading: boolean,
      pairing: PairingSnapshot | undefined,
    ): LatchState['pairing'] => {
      if (!pairing) {
        // Configured, its code loads for the first pairing: that pairing is being fetched.
        if (!configured) return unavailablePairing
        return loading ? fetchingPairing : idlePairing
      }
      return {
        status: pairing.value === 'fetchingUri' ? 'fetching' : pairing.value,
        uri: pairing.matches('active') ? pairing.context.uri : undefined,
        expiresAt: pairing.context.expiresAt,
        error: pairing.context.error,
      }
    },
  )
  const selectRegistration = memoLast(
    (
      loading: boolean,
      registration: RegistrationSnapshot | undefined,
    ): LatchState['nameRegistration'] => {
      // The registration loads for a submitted name: while its code loads, and until the new
      // machine has taken the name (it starts with none), the registration is under way.
      const untaken =
        registration?.matches('idle') && !registration.context.name && !registration.context.error
      if (loading || untaken) return { status: 'registering', name: undefined, error: undefined }
      return registration
        ? {
            status: nameRegistrationStatusOf(registration),
            name: registration.context.name || undefined,
            error: registration.context.error,
          }
        : idleNameRegistration
    },
  )
  // The form works out what it shows as its fields change (`swap.ts`): read as it is.
  const selectSwap = memoLast((swap: SwapSnapshot | undefined): LatchState['swap'] => {
    if (!swap) return idleSwap
    const { context } = swap
    const balanceOf = (balance: string | undefined) => (balance === undefined ? {} : { balance })
    return {
      status: swapStatusOf(swap),
      tokens: context.groups,
      ...(context.from ? { from: { ...context.from, ...balanceOf(context.fromBalance) } } : {}),
      ...(context.to ? { to: { ...context.to, ...balanceOf(context.toBalance) } } : {}),
      amount: context.amount,
      ...(context.toAmount ? { toAmount: context.toAmount } : {}),
      ...(context.minimumReceived ? { minimumReceived: context.minimumReceived } : {}),
      ...(context.quote?.priceImpact ? { priceImpact: context.quote.priceImpact } : {}),
      slippage: context.slippage,
      needsApproval: context.needsApproval,
      ...(context.problem ? { problem: context.problem } : {}),
      ...(context.error ? { error: context.error } : {}),
      ...(context.lastSwap ? { lastSwap: context.lastSwap } : {}),
    }
  })
  const selectBuy = memoLast((buy: BuySnapshot | undefined): LatchState['buy'] => {
    if (!buy) return idleBuy
    const { context } = buy
    const { provider, purchaseCurrencies, paymentCurrencies, amount } = context
    return {
      status: buyStatusOf(buy),
      provider,
      purchaseCurrencies,
      paymentCurrencies,
      amount,
      // Absent until set, as in the state before the machines run.
      ...(context.purchaseCurrency ? { purchaseCurrency: context.purchaseCurrency } : {}),
      ...(context.paymentCurrency ? { paymentCurrency: context.paymentCurrency } : {}),
      ...(context.quote ? { quote: context.quote } : {}),
      ...(context.order ? { order: context.order } : {}),
      ...(context.error ? { error: context.error } : {}),
    }
  })
  // Absent until first asked for, as in the state before the machines run.
  const selectSessions = memoLast((sessions: Snapshot<'sessions'>): LatchState['sessions'] => {
    const { address, error, revoking, revokeError } = sessions.context
    if (sessions.matches({ list: 'idle', revocation: 'idle' }) && !revokeError) return undefined
    return {
      status: sessions.value.list,
      ...(address ? { address } : {}),
      items: sessions.context.sessions,
      ...(error ? { error: error as Error } : {}),
      ...(revoking ? { revoking } : {}),
      ...(revokeError ? { revokeError: revokeError as Error } : {}),
    }
  })
  const selectNfts = memoLast((nfts: Snapshot<'nfts'>): LatchState['nfts'] => {
    const { address, chainId, items, next, error, moreError } = nfts.context
    if (nfts.matches('idle')) return undefined
    const status = (typeof nfts.value === 'string' ? nfts.value : 'loaded') as NftsState['status']
    return {
      status,
      ...(address ? { address } : {}),
      ...(chainId ? { chainId } : {}),
      items,
      hasMore: status === 'loaded' && next !== null,
      loadingMore: nfts.matches({ loaded: 'loadingMore' }),
      ...(error ? { error: error as Error } : {}),
      ...(moreError ? { moreError: moreError as Error } : {}),
    }
  })
  const connectedOf = (part: NamespaceConnectionState | undefined) =>
    part?.status === 'connected' ? part.connection : undefined
  // Absent while no payment is asked for, as in the state before the machines run.
  const selectPay = memoLast(
    (pay: Snapshot<'pay'>, connections: LatchState['connections']): LatchState['pay'] => {
      const { request, hash, error } = pay.context
      if (!request || pay.matches('idle')) return undefined
      const { network, recipient, amount, token } = request
      const status = pay.matches('paying')
        ? 'paying'
        : pay.matches('paid')
          ? 'paid'
          : payStepOf(request, connectedOf(connections[network.chainNamespace]))
      return {
        status,
        network,
        recipient,
        amount,
        symbol: token?.symbol ?? network.nativeCurrency.symbol,
        ...(token ? { token } : {}),
        ...(hash ? { hash } : {}),
        ...(error ? { error } : {}),
      }
    },
  )
  const selectRequests = memoLast((requests: Snapshot<'walletRequest'>) => ({
    pending: requests.context.pending,
    transactionStack: requests.context.transactionStack,
  }))
  // Where the site configured `auth`, the logins are available from the start, as in the
  // state before the machines run, while their code loads.
  const selectEmailLogin = memoLast(
    (configured: boolean, email: string, login: EmailLoginSnapshot | undefined) =>
      login ? readEmailLogin(login) : configured ? initialEmailLogin(true, email) : noEmailLogin,
  )
  const selectSocialLogin = memoLast(
    (configured: boolean, login: SocialLoginSnapshot | undefined) =>
      login ? readSocialLogin(login) : configured ? initialSocialLogin(true) : noSocialLogin,
  )
  // The adapters' lists are not snapshots: a list equal by value is the last one.
  let connectors: readonly Connector[] = []
  const selectConnectors = () => {
    connectors = shareUnchanged(
      connectors,
      adapters.flatMap((adapter) => adapter.getConnectors()),
    )
    return connectors
  }
  const assemble = memoLast(
    (
      embedded: boolean,
      recentWalletIds: LatchClientParts['recentWalletIds'],
      features: LatchClientParts['features'],
      alert: LatchClientParts['alert'],
      accountProfile: LatchClientParts['accountProfile'],
      legal: LatchClientParts['legal'],
      customWallets: LatchClientParts['customWallets'],
      modal: ReturnType<typeof selectModal>,
      snackbar: LatchState['snackbar'],
      network: ReturnType<typeof selectNetwork>,
      siwx: LatchState['siwx'],
      send: LatchState['send'],
      pairing: LatchState['pairing'],
      nameRegistration: LatchState['nameRegistration'],
      buy: LatchState['buy'],
      swap: LatchState['swap'],
      sessions: LatchState['sessions'],
      nfts: LatchState['nfts'],
      pay: LatchState['pay'],
      connectorList: LatchState['connectors'],
      savedConnections: LatchState['savedConnections'],
      walletRequests: LatchState['walletRequests'],
      emailLogin: LatchState['emailLogin'],
      socialLogin: LatchState['socialLogin'],
    ): LatchState => ({
      embedded,
      recentWalletIds,
      features,
      alert,
      accountProfile,
      legal,
      customWallets,
      ...modal,
      snackbar,
      ...network,
      siwx,
      send,
      pairing,
      nameRegistration,
      buy,
      swap,
      // Absent, not undefined, until asked for: the state before the machines run has no key.
      ...(sessions ? { sessions } : {}),
      ...(nfts ? { nfts } : {}),
      ...(pay ? { pay } : {}),
      connectors: connectorList,
      savedConnections,
      walletRequests,
      emailLogin,
      socialLogin,
    }),
  )

  return function selectLatchState(snapshot: LatchSnapshot, parts: LatchClientParts): LatchState {
    const { context } = snapshot
    const siwx = siwxOf(context)?.getSnapshot()
    namespaces ??= Object.keys(context.connections).filter(isChainNamespace)
    const connections = selectConnections(
      namespaces,
      ...namespaces.map((namespace) => {
        // Spawned for each namespace of `namespaces`.
        const actor = context.connections[namespace] as NonNullable<
          LatchMachineContext['connections'][ChainNamespace]
        >
        return selectConnection(actor.getSnapshot())
      }),
    )
    return assemble(
      parts.embedded,
      parts.recentWalletIds,
      parts.features,
      parts.alert,
      parts.accountProfile,
      parts.legal,
      parts.customWallets,
      selectModal(context.modal.getSnapshot(), context.router.getSnapshot(), siwx),
      selectSnackbar(context.snackbar.getSnapshot()),
      selectNetwork(context.network.getSnapshot(), connections, context.capabilities),
      selectSiwx(siwx),
      selectSend(sendFormOf(context)?.getSnapshot()),
      selectPairing(
        context.pairing !== undefined,
        context.pairing?.getSnapshot().value === 'loading',
        pairingOf(context)?.getSnapshot(),
      ),
      selectRegistration(
        context.nameRegistration.getSnapshot().value === 'loading',
        nameRegistrationOf(context)?.getSnapshot(),
      ),
      selectBuy(buyFormOf(context)?.getSnapshot()),
      selectSwap(swapFormOf(context)?.getSnapshot()),
      selectSessions(context.sessions.getSnapshot()),
      selectNfts(context.nfts.getSnapshot()),
      selectPay(context.pay.getSnapshot(), connections),
      selectConnectors(),
      selectSaved(context.savedConnections.getSnapshot(), connections, parts.features.multiWallet),
      selectRequests(context.walletRequest.getSnapshot()),
      selectEmailLogin(
        context.emailLogin !== undefined,
        (context.emailLogin?.getSnapshot().context.input as { email?: string } | undefined)
          ?.email ?? '',
        emailLoginOf(context)?.getSnapshot(),
      ),
      selectSocialLogin(context.socialLogin !== undefined, socialLoginOf(context)?.getSnapshot()),
    )
  }
}
