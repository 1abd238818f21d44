import {
  AdapterError,
  type AdapterEvent,
  type Balance,
  type CaipNetwork,
  type ChainAdapter,
  type Connection,
  getNetwork,
  isAddress,
} from '@latch/core'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { caipNetworkIdOf, walletChainOf } from './clusters.js'
import { discoverSolanaWallets, type SolanaWalletRegistry } from './discovery.js'
import type { SolanaReads } from './solanaReads.js'
import {
  isSolanaRequestMethod,
  parseSolanaRequest,
  type SolanaSendOptions,
  toWalletSendOptions,
} from './solanaRequest.js'

/** An SPL token the site knows: mints carry no symbol on chain. */
export type SolanaTokenInfo = { address: string; symbol: string }

export type SolanaAdapterOptions = {
  /** Where wallets register (wallet-standard); `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: SolanaWalletRegistry | undefined
  /** RPC URLs the site prefers, per CAIP-2 network id; the network's own URL otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** Symbols of the SPL tokens the site shows; others show a shortened mint address. */
  tokens?: readonly SolanaTokenInfo[]
  /** How often `waitForTransaction` asks the cluster, in ms; about one slot by default. */
  confirmationPollMs?: number
  /** How long `waitForTransaction` waits: a blockhash expires after about 150 slots. */
  confirmationTimeoutMs?: number
}

const namespace = 'solana'
// EIP-3326's "unrecognized chain": core answers it by trying to add the network, which no
// Solana wallet can, and so reports "Chain is not supported" (SPEC.md §4).
const unrecognizedChainCode = 4902

type ActiveWallet = {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  /** The cluster the site works on, as the site gave it (its RPC URLs) or as core knows it. */
  network: CaipNetwork | undefined
  detach: () => void
}

function feature<Feature>(wallet: Wallet, name: string): Feature[keyof Feature] | undefined {
  return (wallet.features as Record<string, unknown>)[name] as Feature[keyof Feature] | undefined
}

function solanaAccountsOf(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}

function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The solana adapter: wallet-standard wallets (connect, silent reconnect, disconnect, account
 * changes), the three clusters as networks (switched by the adapter, among those the wallet
 * signs for), SOL and SPL balances and transfers, `solana:signMessage`, and the SPEC.md §3
 * signing requests through `request()`. @solana/kit loads on the first read or send.
 *
 * @example
 * const solana = solanaAdapter({ tokens: [{ address: usdcMint, symbol: 'USDC' }] })
 * const latch = createLatch({ networks: solanaNetworks, adapters: [solana] })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const discovery = discoverSolanaWallets(options.wallets ?? getWallets(), () =>
    emit({ type: 'connectorsChanged', connectors: getConnectors() }),
  )
  const getConnectors = () => discovery.wallets().map((found) => found.connector)
  const pollMs = options.confirmationPollMs ?? 400
  const timeoutMs = options.confirmationTimeoutMs ?? 90_000

  // @solana/kit, for reads and transactions, loads on the first one.
  let reads: Promise<SolanaReads> | undefined
  const loadReads = () =>
    (reads ??= import('./solanaReads.js').then(({ createSolanaReads }) =>
      createSolanaReads({
        rpcUrlOf: (network) => {
          const url =
            options.customRpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
          if (!url)
            throw new AdapterError('NOT_SUPPORTED', {
              values: { capability: `Reading ${network.name}`, namespace },
            })
          return url
        },
      }),
    ))

  let active: ActiveWallet | undefined

  function connected(): ActiveWallet {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active
  }

  function accountFor(address: string): WalletAccount {
    const account = connected().accounts.find((candidate) => candidate.address === address)
    if (!account)
      throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
    return account
  }

  function walletFor(connectorId: string): Wallet {
    const wallet = discovery.wallet(connectorId)
    if (!wallet) throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
    return wallet
  }

  function requireFeature<Feature>(wallet: Wallet, name: string): Feature[keyof Feature] {
    const found = feature<Feature>(wallet, name)
    if (!found) {
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: name, namespace } })
    }
    return found
  }

  /** The cluster to use: the one asked for when the wallet signs for it, else its first. */
  function clusterFor(wallet: Wallet, preferred: CaipNetwork | undefined): CaipNetwork | undefined {
    const walletChain = preferred ? walletChainOf(preferred.caipNetworkId) : undefined
    if (preferred && walletChain && wallet.chains.includes(walletChain)) return preferred
    for (const chain of wallet.chains) {
      const caipNetworkId = caipNetworkIdOf(chain)
      const network = caipNetworkId ? getNetwork(caipNetworkId) : undefined
      if (network) return network
    }
    return undefined
  }

  function attach(
    connectorId: string,
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    preferred: CaipNetwork | undefined,
  ): Connection {
    active?.detach()
    const events = feature<StandardEventsFeature>(wallet, StandardEvents)
    const off = events?.on('change', (change) => {
      if (!change.accounts || active?.wallet !== wallet) return
      const next = solanaAccountsOf(change.accounts)
      active.accounts = next
      emit({
        type: 'accountsChanged',
        connectorId,
        accounts: next.map((account) => ({ address: account.address, type: 'eoa' })),
      })
    })
    const network = clusterFor(wallet, preferred)
    active = { connectorId, wallet, accounts, network, detach: () => off?.() }
    return {
      connectorId,
      accounts: accounts.map((account) => ({ address: account.address, type: 'eoa' as const })),
      ...(network ? { network: network.caipNetworkId } : {}),
    }
  }

  async function connectWith(
    connectorId: string,
    silent: boolean,
    preferred: CaipNetwork | undefined,
  ): Promise<Connection> {
    const wallet = walletFor(connectorId)
    const { connect } = requireFeature<StandardConnectFeature>(wallet, StandardConnect)
    const { accounts } = await connect(silent ? { silent: true } : undefined)
    const solanaAccounts = solanaAccountsOf(accounts)
    // Silently, no accounts means the wallet forgot the site: it must ask again.
    if (solanaAccounts.length === 0) throw new AdapterError('NOT_CONNECTED')
    return attach(connectorId, wallet, solanaAccounts, preferred)
  }

  function transactionVersion(wallet: Wallet): 'legacy' | 0 {
    const versions: readonly SolanaTransactionVersion[] =
      feature<SolanaSignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction)
        ?.supportedTransactionVersions ??
      feature<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction)
        ?.supportedTransactionVersions ??
      []
    return versions.includes(0) ? 0 : 'legacy'
  }

  function walletChainFor(wallet: Wallet, network: CaipNetwork): `solana:${string}` {
    const walletChain = walletChainOf(network.caipNetworkId)
    if (!walletChain || !wallet.chains.includes(walletChain)) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: network.name, namespace: `${wallet.name} (${namespace})` },
        cause: Object.assign(
          new Error(`${wallet.name} does not sign for ${network.caipNetworkId}`),
          {
            code: unrecognizedChainCode,
          },
        ),
      })
    }
    return walletChain
  }

  /** The network a request is for: the one given, else the connected cluster. */
  function networkFor(network: CaipNetwork | undefined): CaipNetwork {
    const target = network ?? connected().network
    if (!target) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'A wallet without a known cluster', namespace },
      })
    }
    return target
  }

  /**
   * Has the wallet sign and send a wire transaction on `network`: with
   * `solana:signAndSendTransaction` when it has it, else signed by the wallet and sent by the
   * adapter. Resolves with the signature (base58), the transaction's id.
   */
  async function signAndSend(
    account: WalletAccount,
    wire: Uint8Array,
    network: CaipNetwork,
    sendOptions: SolanaSendOptions = {},
  ): Promise<string> {
    const { wallet } = connected()
    const chain = walletChainFor(wallet, network)
    const walletOptions = toWalletSendOptions(sendOptions)
    const sender = feature<SolanaSignAndSendTransactionFeature>(
      wallet,
      SolanaSignAndSendTransaction,
    )
    if (sender) {
      const [output] = await sender.signAndSendTransaction({
        account,
        chain,
        transaction: wire,
        options: walletOptions,
      })
      if (!output) throw new AdapterError('TRANSACTION_FAILED', { values: { id: 'none' } })
      return getBase58Decoder().decode(output.signature)
    }
    const signer = requireFeature<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction)
    const [signed] = await signer.signTransaction({ account, chain, transaction: wire })
    if (!signed) throw new AdapterError('TRANSACTION_FAILED', { values: { id: 'none' } })
    return (await loadReads()).sendWire(signed.signedTransaction, network, walletOptions)
  }

  async function signTransactions(account: WalletAccount, transactions: readonly string[]) {
    const { wallet, network } = connected()
    const signer = requireFeature<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction)
    const chain = network ? walletChainFor(wallet, network) : undefined
    const outputs = await signer.signTransaction(
      ...transactions.map((transaction) => ({
        account,
        transaction: new Uint8Array(getBase64Encoder().encode(transaction)),
        ...(chain ? { chain } : {}),
      })),
    )
    const { signatureOf } = await import('./wireTransaction.js')
    return outputs.map(({ signedTransaction }) => ({
      signature: signatureOf(signedTransaction, account.address),
      transaction: getBase64Decoder().decode(signedTransaction),
    }))
  }

  const adapter: ChainAdapter = {
    namespace,
    capabilities: {
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: true,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
    },
    getConnectors,
    connect: ({ connectorId, network }) => connectWith(connectorId, false, network),
    // `silent` answers without a prompt: empty means the site must ask again.
    reconnect: ({ connectorId }) =>
      connectWith(
        connectorId,
        true,
        active?.connectorId === connectorId ? active.network : undefined,
      ),
    async disconnect({ connection: ended }) {
      const wallet = active?.connectorId === ended.connectorId ? active.wallet : undefined
      active?.detach()
      active = undefined
      if (!wallet) return
      // Wallets that support it forget the site; others keep the grant.
      await feature<StandardDisconnectFeature>(wallet, StandardDisconnect)
        ?.disconnect()
        .catch(() => {})
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // Solana wallets have no "current cluster": the adapter switches, among those the
    // wallet signs for.
    async switchNetwork({ network }) {
      const current = connected()
      walletChainFor(current.wallet, network)
      current.network = network
      emit({
        type: 'networkChanged',
        connectorId: current.connectorId,
        caipNetworkId: network.caipNetworkId,
      })
    },
    async getBalance({ address, network, token }): Promise<Balance> {
      if (!isAddress(address, namespace)) throw new AdapterError('INVALID_ADDRESS')
      const chain = await loadReads()
      if (!token) {
        const { decimals, symbol } = network.nativeCurrency
        return { value: await chain.nativeBalance(address, network), decimals, symbol }
      }
      if (!isAddress(token.address, namespace)) throw new AdapterError('INVALID_ADDRESS')
      const { value, decimals } = await chain.tokenBalance(address, token.address, network)
      const symbol =
        options.tokens?.find((known) => known.address === token.address)?.symbol ??
        shortMint(token.address)
      return { value, decimals, symbol }
    },
    async signMessage({ message, address }) {
      const account = accountFor(address)
      const signer = requireFeature<SolanaSignMessageFeature>(connected().wallet, SolanaSignMessage)
      const [output] = await signer.signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new AdapterError('NOT_CONNECTED')
      return getBase58Decoder().decode(output.signature)
    },
    async sendTransfer({ from, to, amount, network, token }) {
      if (!isAddress(to, namespace)) throw new AdapterError('INVALID_ADDRESS')
      if (token && !isAddress(token.address, namespace)) throw new AdapterError('INVALID_ADDRESS')
      if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT')
      const account = accountFor(from)
      const { wallet } = connected()
      walletChainFor(wallet, network)
      const [chain, { buildTransferTransaction }] = await Promise.all([
        loadReads(),
        import('./transferTransaction.js'),
      ])
      const wire = await buildTransferTransaction({
        from,
        to,
        amount,
        network,
        token,
        version: transactionVersion(wallet),
        reads: chain,
      })
      return signAndSend(account, wire, network, { preflightCommitment: 'confirmed' })
    },
    async waitForTransaction({ id, network }) {
      const chain = await loadReads()
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const status = await chain.signatureStatus(id, network)
        if (status?.err) {
          throw new AdapterError('TRANSACTION_FAILED', {
            values: { id },
            details: JSON.stringify(status.err),
          })
        }
        if (
          status?.confirmationStatus === 'confirmed' ||
          status?.confirmationStatus === 'finalized'
        ) {
          return
        }
        if (Date.now() >= deadline) {
          // Its blockhash has expired by now: it can no longer land.
          throw new AdapterError('TRANSACTION_FAILED', {
            values: { id },
            details: `not confirmed within ${timeoutMs} ms`,
          })
        }
        await delay(pollMs)
      }
    },
    isAddress: (address) => isAddress(address, namespace),
    async request({ method, params, network }) {
      if (!isSolanaRequestMethod(method)) {
        // Reads go to the cluster itself, connected or not.
        const target = network ?? active?.network
        if (!target) throw new AdapterError('NOT_CONNECTED')
        return (await loadReads()).request(target, method, params)
      }
      const request = parseSolanaRequest(method, params)
      switch (request.method) {
        case 'solana_signMessage': {
          const { message, pubkey } = request.params
          const account = accountFor(pubkey)
          const signer = requireFeature<SolanaSignMessageFeature>(
            connected().wallet,
            SolanaSignMessage,
          )
          const [output] = await signer.signMessage({
            account,
            message: new Uint8Array(getBase58Encoder().encode(message)),
          })
          if (!output) throw new AdapterError('NOT_CONNECTED')
          return { signature: getBase58Decoder().decode(output.signature) }
        }
        case 'solana_signTransaction': {
          const [signed] = await signTransactions(onlyAccount(), [request.params.transaction])
          return signed
        }
        case 'solana_signAllTransactions':
          return {
            transactions: (await signTransactions(onlyAccount(), request.params.transactions)).map(
              (signed) => signed.transaction,
            ),
          }
        case 'solana_signAndSendTransaction': {
          const { transaction, options: sendOptions } = request.params
          const signature = await signAndSend(
            onlyAccount(),
            new Uint8Array(getBase64Encoder().encode(transaction)),
            networkFor(network),
            sendOptions,
          )
          return { signature }
        }
      }
    },
  }

  /** The account the request is for: SPEC.md's transaction requests name no signer. */
  function onlyAccount(): WalletAccount {
    const [account] = connected().accounts
    if (!account) throw new AdapterError('NOT_CONNECTED')
    return account
  }

  return adapter
}
