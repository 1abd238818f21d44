import type { ChainAdapterCapabilities, FeeSpeed, TransferFee } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ListedCustomWallet } from '../config/customWallets.js'
import type { Features } from '../config/features.js'
import type { LegalState } from '../config/legalConsent.js'
import type { Connector } from '../connectors/connector.js'
import type { Alert } from '../errors/alerts.js'
import type { BuyStatus } from '../machines/buyStatus.js'
import type { ConnectionStatus } from '../machines/connectionTypes.js'
import type { NameRegistrationStatus } from '../machines/nameRegistrationStatus.js'
import type {
  OnrampOrder,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../machines/onramp.js'
import type { PayStatus } from '../machines/payStatus.js'
import type { SavedConnectionState } from '../machines/savedConnectionStatus.js'
import type { LastTransfer } from '../machines/send.js'
import type { SendProblems, SendToken } from '../machines/sendForm.js'
import type { SendFeeStatus, SendStatus } from '../machines/sendStatus.js'
import type { Snackbar } from '../machines/snackbar.js'
import type { SwapResult } from '../machines/swap.js'
import type { SwapProblem } from '../machines/swapForm.js'
import type { SwapStatus } from '../machines/swapStatus.js'
import type { SwapTokenGroups } from '../machines/swapTokenGroups.js'
import type { RouterEntry, View } from '../machines/views.js'
import type { WalletRequest } from '../machines/walletRequest.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Nft, SmartSession, SwapToken } from '../services/blockchainSchemas.js'
import type { Connection } from '../storage/schemas.js'
import type { AccountProfile } from './accountProfile.js'
import type { EmailLoginState, SocialLoginState } from './loginState.js'

export type NamespaceConnectionState = {
  status: ConnectionStatus
  /**
   * A disconnect is waiting for the wallet (the status stays `connected` until it ends);
   * absent before the machines run.
   */
  disconnecting?: boolean
  /** Another wallet of the namespace is being connected or re-activated (multi-wallet). */
  switching?: boolean
  /**
   * The namespace's connection; while the last visit's connection is restored (`connecting`
   * after a reload), the one storage saved, so that a page shows the account at once.
   */
  connection: Connection | undefined
  /** Why the last connect failed, or, while connected, why the last disconnect did. */
  error: Error | undefined
}

export type SiwxStatus =
  | 'disabled'
  | 'idle'
  | 'checking'
  | 'awaitingSignature'
  | 'signing'
  | 'signedIn'
  | 'signingOut'

/** The send form (the Send part and `sendTokens`) and the last transfer of each namespace. */
export type SendState = {
  status: SendStatus
  // The parts that may be absent are optional: the page's first state (before the machines
  // load, in its first bytes) leaves them out.
  error?: Error | undefined
  /** The namespace the form sends on. */
  namespace?: ChainNamespace | undefined
  /** The token the form sends: the one chosen, else the network's coin. */
  token?: SendToken | undefined
  /** The tokens to choose from: the network's coin first, then the account's other balances. */
  tokens: readonly SendToken[]
  /** Whether the account's balances are being read for the token list. */
  balancesLoading: boolean
  amount: string
  receiver: string
  /** What stands under each field as the visitor types (the UI words each). */
  problems: SendProblems
  feeSpeed?: FeeSpeed | undefined
  fee: {
    status: SendFeeStatus
    fees?: readonly TransferFee[] | undefined
    error?: Error | undefined
  }
  /** The last transfer of each namespace, from the wallet's answer to its inclusion. */
  transfers: Partial<Record<ChainNamespace, LastTransfer>>
}

/** A payment a site asked for (`pay`), while the visitor has it before them. */
export type PayState = {
  /** What the Pay view's button does next, the wallet's answer awaited, or paid. */
  status: PayStatus
  /** The network paid on. */
  network: CaipNetwork
  recipient: string
  amount: string
  /** The asset paid: a token, or the network's coin. */
  symbol: string
  token?: { address: string; decimals: number; symbol: string } | undefined
  /** The payment's transaction, once the wallet has sent it. */
  hash?: string | undefined
  /** Why the last try failed (the wallet refused, the chain did), until the next. */
  error?: Error | undefined
}

/** The WalletConnect pairing the QR code and deep links show (SPEC.md §4 "Pairing"). */
export type PairingState = {
  /** `unavailable` where the site did not configure WalletConnect. */
  status: 'unavailable' | 'idle' | 'fetching' | 'active' | 'expired' | 'failed' | 'connected'
  /** The URI to show, while the pairing is active. */
  uri?: string | undefined
  /** Epoch milliseconds. */
  expiresAt?: number | undefined
  error?: Error | undefined
}

/** The buy form (`startBuy`, `editBuy`, `buy`), SPEC.md §4 "Onramp". */
export type BuyState = {
  status: BuyStatus
  /** The onramp provider whose options, quote and page these are (once started). */
  provider?: string | undefined
  /** What can be bought and paid with: the provider's options, or the built-in defaults. */
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrency?: OnrampPurchaseCurrency | undefined
  paymentCurrency?: OnrampPaymentCurrency | undefined
  /** In the payment currency, as typed. */
  amount: string
  quote?: OnrampQuote | undefined
  /** The order the provider's page took, as last reported (while following and once done). */
  order?: OnrampOrder | undefined
  /** Why the provider's page could not be opened, or why the order did not complete. */
  error?: Error | undefined
}

/** The swap form (opened with the Swap view or `startSwap`), SPEC.md §2 Swap. */
export type SwapState = {
  status: SwapStatus
  /**
   * The exchange's tokens in the picker's groups (SPEC.md §2 suggested and popular), once the
   * form has loaded them.
   */
  tokens?: SwapTokenGroups | undefined
  from?: SwapTokenChoice | undefined
  to?: SwapTokenChoice | undefined
  /** In `from`'s unit, as typed. */
  amount: string
  /** What the quote gives of `to`, in its unit. */
  toAmount?: string | undefined
  /** The least the swap may give (the quote less the slippage tolerance), in `to`'s unit. */
  minimumReceived?: string | undefined
  /** Percent, as the quote says (how far the trade moves the pool's price). */
  priceImpact?: string | undefined
  /** Percent (SPEC.md §9). */
  slippage: number
  /** The wallet must first let the exchange spend `from` (its allowance is short). */
  needsApproval: boolean
  /** Why the form cannot swap (the UI words it). */
  problem?: SwapProblem | undefined
  /** Why swaps are not offered here, or why the last step failed. */
  error?: Error | undefined
  /** The last swap on chain, with the amounts in base units. */
  lastSwap?: SwapResult | undefined
}

/** A token of the swap form, with what the account holds of it (its unit) when known. */
export type SwapTokenChoice = SwapToken & { balance?: string | undefined }

/** The account's smart sessions: the Sessions tab, `loadSessions` and `revokeSession`. */
export type SessionsState = {
  /**
   * `unavailable` where the site configured no blockchain service; `idle` while a session is
   * revoked (or says why it was not) before the list was asked for.
   */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'unavailable'
  /** The account the list is for. */
  address?: string | undefined
  /** The sessions in force (not revoked, not expired), oldest first. */
  items: readonly SmartSession[]
  /** Why the list could not be read. */
  error?: Error | undefined
  /** The id (`pci`) of the session the wallet is asked to revoke, while it is. */
  revoking?: string | undefined
  /** Why the last revocation failed, until the next. */
  revokeError?: Error | undefined
}

/** An account's NFTs on a network: the NFTs tab, `loadNfts` and `loadMoreNfts`. */
export type NftsState = {
  /**
   * `unsupported` off eip155; `unavailable` without a blockchain service (or a network).
   */
  status: 'loading' | 'loaded' | 'failed' | 'unavailable' | 'unsupported'
  /** The account and network (CAIP-2) the list is for. */
  address?: string | undefined
  chainId?: string | undefined
  /** Every page read so far. */
  items: readonly Nft[]
  /** Whether there is a page after them. */
  hasMore: boolean
  /** The next page is being read. */
  loadingMore: boolean
  /** Why the first page could not be read. */
  error?: Error | undefined
  /** Why the next page could not be read, until it is asked again. */
  moreError?: Error | undefined
}

/** The last registration of `registerName`. */
export type NameRegistrationState = {
  status: NameRegistrationStatus
  /** The name being (or last) registered, without the zone; none before the first. */
  name?: string | undefined
  error?: Error | undefined
}

export type SiwxState = {
  status: SiwxStatus
  error: Error | undefined
  /**
   * The text the wallet will be asked to sign, once created: sign-in creates it when
   * SIWXSignMessage opens; `undefined` before, while it is being created, after signing, or
   * when it could not be created (signing then creates it itself).
   */
  message: string | undefined
}

/** The parts of the state that the client keeps itself, with or without its machines. */
export type LatchClientParts = Pick<
  LatchState,
  | 'embedded'
  | 'recentWalletIds'
  | 'features'
  | 'alert'
  | 'accountProfile'
  | 'legal'
  | 'customWallets'
>

/**
 * Everything a UI renders, derived from the machines' snapshots. The client returns the same
 * object until something changes, and keeps every part that did not change (compared by
 * value) the same object too, so that selectors can compare by identity.
 */
export type LatchState = {
  open: boolean
  /**
   * Whether closing is allowed now: not on the sign-in and approval views while sign-in is
   * required and has no session (SPEC.md §2 "Closing"), where a UI shows no close control.
   */
  closable: boolean
  /** The modal is part of the page (`config.embedded`). */
  embedded: boolean
  shaking: boolean
  loading: boolean
  view: View
  history: readonly RouterEntry[]
  snackbar: Snackbar | undefined
  /** The last alert raised (network not found, multi-wallet off...), until dismissed. */
  alert: Alert | undefined
  activeNetwork: CaipNetwork | undefined
  activeNamespace: ChainNamespace | undefined
  networks: readonly CaipNetwork[]
  networkStatus: 'idle' | 'switching' | 'addingChain'
  /** The network the wallet is asked to switch to, while it is (`networkStatus`). */
  switchingTo: CaipNetwork | undefined
  /** Why the last switch failed, until the next one or a change of network. */
  networkError: Error | undefined
  connections: Partial<Record<ChainNamespace, NamespaceConnectionState>>
  /**
   * Every wallet each namespace connected, the most recent first, with its status (SPEC.md §4
   * "Status of a saved connection"); with multi-wallet off, only the active connector's.
   */
  savedConnections: Partial<Record<ChainNamespace, readonly SavedConnectionState[]>>
  /** What each namespace's adapter can do: a UI asks these instead of listing namespaces. */
  capabilities: Partial<Record<ChainNamespace, ChainAdapterCapabilities>>
  /** The connection of the active namespace, when connected. */
  connection: Connection | undefined
  /**
   * The connected account's registered name, else its identity's name, and its avatar (SPEC.md
   * §2 Account), once read from the blockchain service; eip155 accounts only.
   */
  accountProfile: AccountProfile | undefined
  siwx: SiwxState
  /**
   * Connector ids of the last wallets connected (SPEC.md §3 "recent wallets"), the most
   * recent first, at most two; kept across visits.
   */
  recentWalletIds: readonly string[]
  send: SendState
  pairing: PairingState
  nameRegistration: NameRegistrationState
  buy: BuyState
  swap: SwapState
  // The lists are absent until first asked for (`loadSessions`, `loadNfts`): the page's first
  // state, in its first bytes, leaves them out.
  /** The account's smart sessions, once asked for. */
  sessions?: SessionsState | undefined
  /** An account's NFTs, once asked for. */
  nfts?: NftsState | undefined
  /** The payment a site asked for (`pay`), while there is one. */
  pay?: PayState | undefined
  /** The features in force: local settings, then the project's remote configuration. */
  features: Features
  /** The consent checkbox of the Connect view and whether connecting waits for it. */
  legal: LegalState
  /** The site's own wallets (`config.customWallets`), checked, for the lists' custom group. */
  customWallets: readonly ListedCustomWallet[]
  /** Every wallet the adapters have found, in adapter order. */
  connectors: readonly Connector[]
  walletRequests: { pending: readonly WalletRequest[]; transactionStack: number }
  /** Email login through the embedded wallet (`submitEmail`...); `unavailable` without `auth`. */
  emailLogin: EmailLoginState
  /** Social login through the embedded wallet (`startSocialLogin`); `unavailable` without `auth`. */
  socialLogin: SocialLoginState
}
