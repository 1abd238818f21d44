import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/swapSlippage.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import type {
  BuyState,
  LatchClientParts,
  LatchState,
  NameRegistrationState,
  PairingState,
  SendState,
  SwapState,
} from './latchState.js'
import { initialEmailLogin, initialSocialLogin } from './loginState.js'

// The state before the machines run must not import them (nor XState): it is in the page's
// first bytes.
export const idleSend: SendState = {
  status: 'idle',
  tokens: [],
  balancesLoading: false,
  amount: '',
  receiver: '',
  problems: {},
  fee: { status: 'none' },
  transfers: {},
}
export const idleBuy: BuyState = {
  status: 'idle',
  purchaseCurrencies: [],
  paymentCurrencies: [],
  amount: '',
}
export const idleSwap: SwapState = {
  status: 'idle',
  amount: '',
  slippage: SWAP_SLIPPAGE_TOLERANCE,
  needsApproval: false,
}
export const unavailablePairing: PairingState = { status: 'unavailable' }
export const idleNameRegistration: NameRegistrationState = { status: 'idle' }

export type InitialLatchStateParameters = {
  adapters: readonly ChainAdapter[]
  networks: readonly CaipNetwork[]
  /** The network to start on. */
  activeNetwork: CaipNetwork | undefined
  /**
   * Namespaces whose last connection is being restored, each with the connection storage
   * saved of it (if it has it).
   */
  restoring: ReadonlyMap<ChainNamespace, Connection | undefined>
  /** Whether the site configured WalletConnect (and an adapter takes it): the pairing runs. */
  walletConnect: boolean
  /** With an embedded wallet: the email of the last email login, shown until another is typed. */
  auth: { email: string } | undefined
  parts: LatchClientParts
}

/**
 * The state the machines start in, computed without them: the modal closed at Connect, every
 * namespace disconnected (or connecting while its last connection is restored), nothing
 * pending. It equals the runtime's first state, so that the page renders the same before the
 * machines load and after.
 */
export function initialLatchState({
  adapters,
  networks,
  activeNetwork,
  restoring,
  walletConnect,
  auth,
  parts,
}: InitialLatchStateParameters): LatchState {
  const connections: LatchState['connections'] = {}
  const capabilities: LatchState['capabilities'] = {}
  for (const { namespace, capabilities: can } of adapters) {
    capabilities[namespace] = can
    connections[namespace] = {
      status: restoring.has(namespace) ? 'connecting' : 'disconnected',
      connection: restoring.get(namespace),
      error: undefined,
    }
  }
  return {
    ...parts,
    open: false,
    closable: true,
    shaking: false,
    loading: false,
    view: 'Connect',
    history: [{ view: 'Connect' }],
    snackbar: undefined,
    activeNetwork,
    activeNamespace: activeNetwork?.chainNamespace,
    networks,
    capabilities,
    networkStatus: 'idle',
    switchingTo: undefined,
    networkError: undefined,
    connections,
    // The saved wallets are listed once the machines run (the connected wallets' view, which
    // shows them, opens only then): the first bytes do not carry them.
    savedConnections: {},
    connection: undefined,
    siwx: { status: 'disabled', error: undefined, message: undefined },
    send: idleSend,
    pairing: walletConnect ? { status: 'idle' } : unavailablePairing,
    nameRegistration: idleNameRegistration,
    buy: idleBuy,
    swap: idleSwap,
    connectors: adapters.flatMap((adapter) => adapter.getConnectors()),
    walletRequests: { pending: [], transactionStack: 0 },
    emailLogin: initialEmailLogin(auth !== undefined, auth?.email ?? ''),
    socialLogin: initialSocialLogin(auth !== undefined),
  }
}
