import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AdapterAccount, Connector } from '../connectors/connector.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import type { WalletConnectNamespace } from '../walletConnect/walletConnectClient.js'

/** What an adapter can do beyond connecting; the UI asks these instead of namespaces. */
export type ChainAdapterCapabilities = {
  /** Sign a text message (sign-in, name registration). */
  signMessage: boolean
  /** Sign structured data (EIP-712 on eip155). */
  signTypedData: boolean
  /** Move the native currency. */
  sendNative: boolean
  /** Move a token (ERC-20, SPL, an IBC denom, an asset id...). */
  sendToken: boolean
  /** Send a batch of calls (EIP-5792 `wallet_sendCalls`). */
  sendCalls: boolean
  /** Ask the wallet to change network. */
  switchNetwork: boolean
  /** Ask the wallet to add a network it does not know. */
  addNetwork: boolean
  /** Tell a transfer's network fee before the wallet is asked (`estimateTransferFee`). */
  estimateTransferFee: boolean
}

/** Something that happened in the wallet, reported to core. */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly AdapterAccount[] }
  | { type: 'networkChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnected'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }

/** An amount in the chain's smallest unit, with what is needed to show it. */
export type Balance = {
  /** What the account can transfer (the whole balance where the chain holds none back). */
  value: bigint
  decimals: number
  symbol: string
  /**
   * Where the chain holds part of the balance back (polkadot: `free` and `reserved` of
   * `system.account`), the figures `value` comes from, in the same units.
   */
  breakdown?: BalanceBreakdown | undefined
}

/** See {@link Balance.breakdown}. */
export type BalanceBreakdown = { free: bigint; reserved: bigint }

/** A token by its on-chain id: contract (eip155), mint (solana), denom (cosmos), asset id... */
export type TokenRef = {
  address: string
  /** One token of a collection (eip155: an ERC-721 id, sent whole with `safeTransferFrom`). */
  tokenId?: string | undefined
}

export type GetBalanceParameters = {
  address: string
  network: CaipNetwork
  /** Absent: the native currency. */
  token?: TokenRef | undefined
}

/**
 * How soon a transfer should be included, where the chain prices that: Bitcoin's fee rate for
 * a confirmation within about 6, 3 or 1 blocks.
 */
export type FeeSpeed = 'slow' | 'normal' | 'fast'

export type SendTransferParameters = {
  /** The connected account that pays. */
  from: string
  to: string
  /** In the smallest unit (wei, lamports, planck, satoshi, uatom). */
  amount: bigint
  network: CaipNetwork
  /** Absent: the native currency. */
  token?: TokenRef | undefined
  /** The speed the visitor chose among the estimate's; the adapter's default when absent. */
  feeSpeed?: FeeSpeed | undefined
}

/** What a transfer would cost in network fees, in the native currency. */
export type TransferFee = Balance & {
  /** The speed this fee buys, on chains that offer a choice; absent where the fee is set. */
  speed?: FeeSpeed | undefined
  /** The price behind it as the chain states it, e.g. `12 sat/vB`. */
  rate?: string | undefined
}

export type SignTypedDataParameters = {
  address: string
  /** EIP-712 typed data as the wallet takes it (`domain`, `types`, `primaryType`, `message`). */
  typedData: unknown
}

export type SendCallsParameters = {
  from: string
  network: CaipNetwork
  calls: readonly { to: string; data?: string | undefined; value?: bigint | undefined }[]
}

export type RequestParameters = { method: string; params?: unknown; network?: CaipNetwork }

/** The embedded wallet's account on one namespace, as the secure frame reports it. */
export type AuthAccount = {
  address: string
  /** The network the embedded wallet is on in this namespace. */
  caipNetworkId: CaipNetworkId
  /**
   * The signed-in visitor's accounts with their types, `address` first: on a chain with smart
   * accounts, the smart account and the key account that owns it (SPEC.md §3 "User record").
   */
  accounts?: readonly Connection['accounts'][number][]
}

/**
 * The events of an {@link AuthProvider}. `accountsChanged`, `networkChanged` and `disconnect`
 * come from every namespace's provider; `chainChanged` (the hex chain id of EIP-1193) only
 * from eip155's, so that it works as any EIP-1193 provider.
 */
export type AuthProviderEvents = {
  accountsChanged: (accounts: string[]) => void
  /** The embedded wallet moved to another network of the namespace. */
  networkChanged: (caipNetworkId: CaipNetworkId) => void
  /** eip155 only: EIP-1193's `chainChanged`, `0x`-hex. */
  chainChanged: (chainId: string) => void
  /** The session ended (signed out elsewhere, expired). */
  disconnect: (error: unknown) => void
  connect: (info: { chainId: string }) => void
}

/** A request to the embedded wallet; `chainId` runs it on that network, not the current one. */
export type AuthRequestArguments = {
  method: string
  params?: unknown
  chainId?: CaipNetworkId
}

/**
 * The embedded wallet (email and social login) as one namespace's wallet. Core makes one per
 * namespace whose adapter takes it (`ChainAdapter.addAuthProvider`); the adapter lists it as the
 * AUTH connector and connects it like any wallet of its kind. The contract is the same for
 * every namespace:
 * - `connect()` reads the signed-in visitor's account (the login was the prompt) and
 *   `reconnect()` restores a session kept by the secure frame, without a prompt;
 * - `switchNetwork()` moves the wallet to another of the site's networks of the namespace;
 * - `request()` forwards one of the namespace's wallet methods to the frame as the RPC request
 *   of SPEC.md §3 (with `chainNamespace`, `chainId` and `rpcUrl`): on solana the `solana_*`
 *   methods (`solana_signMessage` with a base58 message and its pubkey,
 *   `solana_signTransaction` / `solana_signAndSendTransaction` with base64 wire
 *   transactions...), on eip155 the EIP-1193 ones (`personal_sign`, `eth_sendTransaction`...).
 *   The frame's allow-list (SPEC.md §5) decides what runs;
 * - `disconnect()` signs out of the embedded wallet, for every namespace.
 * The eip155 provider also answers EIP-1193's own account and chain methods
 * (`eth_requestAccounts`, `eth_accounts`, `eth_chainId`, `wallet_switchEthereumChain`) and emits
 * `chainChanged`, so that an EVM adapter can use it as any EIP-1193 provider.
 */
export type AuthProvider = {
  /** The namespace it signs for. */
  readonly namespace: ChainNamespace
  /**
   * The signed-in visitor's account on this namespace, on `network` when given (one of the
   * site's networks), else on the network last used here. Rejects with "Not connected to email
   * or social" when nobody is signed in.
   */
  connect(parameters?: { network?: CaipNetworkId | undefined }): Promise<AuthAccount>
  /**
   * The account of a session the frame kept from an earlier visit, or the one signed in now
   * (with its typed accounts: an adapter labels the addresses EIP-1193 reports with them);
   * `undefined` without one.
   */
  reconnect(): Promise<AuthAccount | undefined>
  /** Moves the embedded wallet to `network`, one of the site's networks of this namespace. */
  switchNetwork(network: CaipNetworkId): Promise<void>
  request(args: AuthRequestArguments): Promise<unknown>
  on<E extends keyof AuthProviderEvents>(event: E, listener: AuthProviderEvents[E]): void
  removeListener<E extends keyof AuthProviderEvents>(
    event: E,
    listener: AuthProviderEvents[E],
  ): void
  /** Signs out of the embedded wallet. */
  disconnect(): Promise<void>
}

/** How an adapter takes WalletConnect (see {@link ChainAdapter.walletConnect}). */
export type AdapterWalletConnect = {
  /** The namespace's part of a session proposal, for the site's `networks`. */
  namespace(networks: readonly CaipNetwork[]): WalletConnectNamespace
  /** Lists the session's provider as the `walletConnect` connector; returns its removal. */
  addProvider(provider: AuthProvider): () => void
}

/**
 * One chain namespace, as core sees it (DESIGN.md "ChainAdapter"). Every namespace fits the
 * same shape:
 * - eip155: EIP-6963 and `window.ethereum` connectors, EIP-1193 events, chain switching and
 *   `wallet_addEthereumChain`, ERC-20 tokens, EIP-191 / EIP-712 signatures, `wallet_sendCalls`.
 * - solana: wallet-standard connectors, `signMessage`, SOL and SPL transfers (tokens by mint);
 *   the cluster is the network, switched by the adapter itself.
 * eip155 and solana also take the embedded wallet (`addAuthProvider`), one login for both.
 * - polkadot: injected extensions (`injectedWeb3`), sr25519 `signRaw`, `balances.transfer`;
 *   assets by id; no wallet-side network switch (capability off).
 * - bip122: wallets exposing payment and ordinal accounts (type, publicKey, path), BIP-322
 *   signatures, PSBT transfers; mainnet/testnet as networks; no tokens (capability off).
 * - cosmos: Keplr-style extensions, ADR-036 `signArbitrary`, `MsgSend` by denom,
 *   `experimentalSuggestChain` as "add network".
 * An optional method is present exactly when its capability is true; a namespace that
 * cannot do something throws `AdapterError('NOT_SUPPORTED')`, never a fake success.
 * Wallet errors are passed through with their `code` (4001 rejected, 4902 unknown chain...).
 * `defineAdapter` makes one from a namespace's own parts.
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  readonly capabilities: ChainAdapterCapabilities
  /** The wallets found so far; `connectorsChanged` reports later discoveries. */
  getConnectors(): readonly Connector[]
  /**
   * Loads the code an adapter loads on demand for a wallet in use (connecting, signing...), so
   * that the first connect does not wait for it: the client calls it as it loads its
   * machines. Idempotent; a failed load is tried again by the call that needs the code.
   */
  preload?(): Promise<void>
  /**
   * Finds the namespace's wallets now, for an adapter that finds them on demand (its
   * discovery is code of its own, loaded with `import()`), without loading its wallet code:
   * the client calls it once the page is idle, so that a modal opened by a first click lists
   * them at once. Idempotent; a failed load is tried again by the next call or `preload()`.
   */
  preloadDiscovery?(): Promise<void>
  /** Connects through the connector, asking the wallet for `network` when given. */
  connect(parameters: {
    connectorId: string
    network: CaipNetwork | undefined
  }): Promise<Connection>
  /** Restores the session of a connector used on an earlier visit, without a prompt. */
  reconnect(parameters: { connectorId: string }): Promise<Connection>
  disconnect(parameters: { connection: Connection }): Promise<void>
  /** Wallet events (accounts, network, disconnect, new connectors); returns unsubscribe. */
  subscribe(listener: (event: AdapterEvent) => void): () => void
  /** Asks the wallet to switch to the network. */
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  /** Asks the wallet to add the network (after it did not know it), and switch to it. */
  addNetwork?(parameters: { network: CaipNetwork }): Promise<void>
  getBalance(parameters: GetBalanceParameters): Promise<Balance>
  /** Has the wallet sign a text message with the account's key. */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  signTypedData?(parameters: SignTypedDataParameters): Promise<string>
  /** Sends native currency or a token; resolves with the transaction id once submitted. */
  sendTransfer(parameters: SendTransferParameters): Promise<string>
  /**
   * The network fee of a transfer as {@link sendTransfer} would build it now: one fee, or one
   * per {@link FeeSpeed} from slow to fast where the chain offers a choice. Rejects as
   * `sendTransfer` would for an amount or receiver it cannot send to, before any wallet prompt.
   */
  estimateTransferFee?(
    parameters: Omit<SendTransferParameters, 'feeSpeed'>,
  ): Promise<readonly TransferFee[]>
  /** Resolves once the transaction is included; rejects when it failed on chain. */
  waitForTransaction(parameters: { id: string; network: CaipNetwork }): Promise<void>
  sendCalls?(parameters: SendCallsParameters): Promise<string>
  /** Whether `address` is a valid account address on this namespace. */
  isAddress(address: string): boolean
  /** A raw RPC request to the connected wallet (or the network's RPC for reads). */
  request(parameters: RequestParameters): Promise<unknown>
  /**
   * Offers the embedded wallet as this namespace's AUTH connector (id `auth`, name
   * `AUTH_CONNECTOR_NAME`): connecting, reconnecting, signing and disconnecting it go through
   * `provider` (see {@link AuthProvider}), and its events become the connector's. Core calls it
   * when the site configures `auth`; returns the removal. An adapter without it has no
   * embedded wallet.
   */
  addAuthProvider?(provider: AuthProvider): () => void
  /**
   * Present when the adapter takes WalletConnect: what its namespace asks of a wallet in a
   * proposal, and the session's provider of the namespace (the {@link AuthProvider} contract),
   * listed as the `walletConnect` connector once core offers it.
   */
  walletConnect?: AdapterWalletConnect
}
