import type { AdapterEvent, FeeSpeed } from '../adapters/chainAdapter.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AccountType } from '../connectors/connector.js'
import type { SnackbarCode, SnackbarMessage } from '../errors/snackbars.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import type { DisconnectRequest } from './disconnectCascade.js'
import type { ModalOpenOptions } from './modal.js'
import type { ActiveNetworkChange } from './networkSwitch.js'
import type { PaymentRequest } from './pay.js'
import type { RouterChange, RouterNavigationEvent } from './router.js'
import type { SendToken } from './sendForm.js'
import type { SwapRequest, SwapResult } from './swap.js'

/** A wallet event about one connector (not the list of connectors), from an adapter. */
export type WalletEvent = Exclude<AdapterEvent, { type: 'connectorsChanged' }>

/** A whole send form as a client submits it (`sendTokens`): the root adds the account. */
export type SendCommandForm = {
  namespace?: ChainNamespace | undefined
  /** A token by contract or mint; absent: the network's coin. */
  token?: { address: string; decimals: number; symbol: string } | undefined
  amount: string
  receiverAddress: string
  feeSpeed?: FeeSpeed | undefined
}

/** The fields of the send form a visitor changes; those absent stay. */
export type SendEdit = {
  /** `null`: the network's coin. */
  token?: SendToken | null | undefined
  amount?: string | undefined
  receiver?: string | undefined
  feeSpeed?: FeeSpeed | undefined
}

/** The fields of the buy form a visitor changes (currencies by id); those absent stay. */
export type BuyEdit = {
  provider?: string | undefined
  purchaseCurrency?: string | undefined
  paymentCurrency?: string | undefined
  amount?: string | undefined
}

/** The swap form's fields a visitor changes (tokens by CAIP-10 address); those absent stay. */
export type SwapEdit = {
  from?: string | undefined
  to?: string | undefined
  amount?: string | undefined
  /** Swaps the two tokens (before `from` and `to` apply). */
  flip?: boolean | undefined
}

/** The events a client sends: what the visitor and the site ask for. */
export type LatchCommand =
  | ({ type: 'modal.open' } & ModalOpenOptions)
  | { type: 'modal.close' }
  | { type: 'modal.shake' }
  | RouterNavigationEvent
  | { type: 'connection.connect'; namespace: ChainNamespace; connectorId: string }
  /**
   * The visitor chose a wallet of this browser: ConnectingExternal shows it while the
   * namespace connects it (a connect under way there is cancelled first).
   */
  | {
      type: 'wallet.selected'
      namespace: ChainNamespace
      connectorId: string
      name?: string | undefined
      /** A MULTI_CHAIN wallet's connectors of its other namespaces: those connect too. */
      alsoConnect?: readonly { namespace: ChainNamespace; connectorId: string }[] | undefined
    }
  /** The visitor cancelled the connect: the namespace stops waiting, and the view goes back. */
  | { type: 'wallet.cancelled'; namespace: ChainNamespace }
  | { type: 'connection.cancel'; namespace: ChainNamespace }
  | { type: 'connection.disconnect'; namespace: ChainNamespace; closeModal?: boolean }
  /**
   * The visitor (or a required sign-in cancelled) disconnects the namespace: the root ends it
   * and those sharing its session, and decides which namespace goes on.
   */
  | ({ type: 'disconnect.requested' } & DisconnectRequest)
  | { type: 'connection.preferAccountType'; namespace: ChainNamespace; accountType: AccountType }
  /** ProfileWallets' "Add wallet": Connect opens, to connect another wallet (multi-wallet). */
  | { type: 'wallet.add' }
  /** The visitor makes a saved wallet of the namespace the active one (multi-wallet). */
  | { type: 'savedConnection.switch'; namespace: ChainNamespace; connectorId: string }
  /** The visitor disconnects one saved wallet of the namespace; the others stay (multi-wallet). */
  | { type: 'savedConnection.disconnect'; namespace: ChainNamespace; connectorId: string }
  | { type: 'wallet.event'; namespace: ChainNamespace; event: WalletEvent }
  | { type: 'network.request'; network: CaipNetwork; ignoreConfirmation?: boolean }
  | { type: 'network.switch'; network: CaipNetwork }
  | { type: 'network.walletChanged'; caipNetworkId: CaipNetworkId }
  /** The site adds a network to its configured ones (SPEC.md §5: needs its namespace's adapter). */
  | { type: 'network.add'; network: CaipNetwork }
  /** The site removes a configured network; the active one gives way to another of its namespace. */
  | { type: 'network.remove'; caipNetworkId: CaipNetworkId }
  /** A snackbar of SPEC.md §8 by its code, or a UI's own message (a copy confirmed...). */
  | { type: 'snackbar.show'; code: SnackbarCode }
  | { type: 'snackbar.show'; message: SnackbarMessage }
  /** The visitor cancelled the sign-in message (SIWXSignMessage's Cancel). */
  | { type: 'siwx.cancel' }
  /** The visitor asks for a new WalletConnect pairing (an expired or failed one). */
  | { type: 'pairing.refresh' }
  /** The visitor signs the waiting sign-in message (SIWXSignMessage's Sign). */
  | { type: 'siwx.sign' }
  /** Opens an empty send form for the namespace's account (the active one by default). */
  | { type: 'send.start'; namespace?: ChainNamespace | undefined }
  /** Sends a whole form for the namespace's account (the active one by default). */
  /** Sends `form`, or the send form as it is. */
  | { type: 'send.submit'; form?: SendCommandForm | undefined }
  /** A visitor's change to the send form's fields. */
  | { type: 'send.edit'; edit: SendEdit }
  /** A site asks the visitor to pay (`pay`): the modal opens at Pay. */
  | { type: 'pay.start'; request: PaymentRequest }
  /** Pay's button: the root does the request's next step (`payStepOf`). */
  | { type: 'pay.submit' }
  /** Opens a buy form for the namespace's account (the active one by default). */
  | { type: 'buy.start'; namespace?: ChainNamespace | undefined; provider?: string | undefined }
  /** A visitor's change to the buy form's fields. */
  | { type: 'buy.edit'; edit: BuyEdit }
  /** Buys as the form says: the provider's page opens. */
  | { type: 'buy.submit' }
  /** A new swap form for the namespace's account (the active one), with what the route asks. */
  | ({ type: 'swap.start'; namespace?: ChainNamespace | undefined } & SwapRequest)
  /** A visitor's change to the swap form. */
  | { type: 'swap.edit'; edit: SwapEdit }
  /** Approves the exchange when it may not spend enough, else swaps. */
  | { type: 'swap.submit' }
  /** Registers `name` for the connected eip155 account. */
  | { type: 'name.register'; name: string }
  /** Lists the smart sessions of the namespace's account (the active one by default). */
  | { type: 'sessions.load'; namespace?: ChainNamespace | undefined }
  /** Revokes a session of the namespace's account through its wallet. */
  | { type: 'sessions.revoke'; id: string; namespace?: ChainNamespace | undefined }
  /** Lists an account's NFTs on a network (CAIP-2) from the first page. */
  | { type: 'nfts.load'; address: string; chainId?: string | undefined }
  /** Lists the next page of NFTs after those listed. */
  | { type: 'nfts.more' }

/** What the children tell the root machine, which decides what follows. */
export type LatchNotification =
  | ({ type: 'router.changed' } & RouterChange)
  | { type: 'router.farcasterLeft' }
  | { type: 'modal.closed' }
  | { type: 'modal.switchNamespace'; namespace: ChainNamespace }
  | ({ type: 'network.activeChanged' } & ActiveNetworkChange)
  /** The wallet switched to the network asked for. */
  | { type: 'network.switched' }
  | { type: 'send.reset'; namespace: ChainNamespace }
  | { type: 'send.transferSent'; namespace: ChainNamespace; address: string; hash: string }
  | { type: 'send.transferConfirmed'; namespace: ChainNamespace; address: string }
  /** The wallet or the chain refused a transfer (from the send form). */
  | { type: 'send.transferFailed'; namespace: ChainNamespace; error: Error }
  /** A swap is on chain (from the swap form). */
  | ({ type: 'swap.swapped'; namespace: ChainNamespace; address: string } & SwapResult)
  | { type: 'view.show'; view: 'ApproveTransaction' | 'UnsupportedChain' | 'SIWXSignMessage' }
  | { type: 'walletRequest.openModal' }
  | { type: 'walletRequest.finished'; next: 'popTransactionStack' | 'closeModal' }
  | { type: 'connection.succeeded'; namespace: ChainNamespace; connectorId: string }
  | {
      type: 'connection.disconnected'
      namespace: ChainNamespace
      connectorId: string | undefined
      closeModal: boolean
    }
  | {
      type: 'connection.accountChanged'
      namespace: ChainNamespace
      connection: Connection | undefined
    }
  | { type: 'connection.disconnectFailed'; namespace: ChainNamespace }
  | { type: 'connection.connectFailed'; namespace: ChainNamespace }
  /** A wallet approved the WalletConnect pairing: these namespaces of its session connect. */
  | { type: 'pairing.approved'; namespaces: readonly ChainNamespace[] }
  | { type: 'siwx.disconnect' }
  /** A login's frame step succeeded: the embedded wallet connects (`latchEmbeddedWallet.ts`). */
  | { type: 'auth.connect'; login: Login }
  /** The connection the embedded wallet waits for is done with what it was doing. */
  | { type: 'auth.connectionSettled' }
  | { type: 'siwx.switchNetwork'; network: CaipNetworkId }

/** The logins that connect the embedded wallet. */
export type Login = 'email' | 'social'

export type LatchMachineEvent = LatchCommand | LatchNotification
