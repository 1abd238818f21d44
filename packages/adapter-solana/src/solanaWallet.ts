import {
  AdapterError,
  type AdapterEvent,
  type AdapterWalletMethods,
  type Balance,
  type CaipNetwork,
  type CaipNetworkId,
  type Connection,
  type ConnectorWallet,
  isAddress,
} from '@latch/core'
import { getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import { connectAuthSigner } from './authSigner.js'
import { solanaNetworkOf } from './networks.js'
import type { SolanaAdapterOptions, solanaCapabilities } from './solanaAdapterOptions.js'
import type { SolanaReads } from './solanaReads.js'
import {
  isSolanaRequestMethod,
  type SolanaSendOptions,
  toWalletSendOptions,
} from './solanaRequestOptions.js'
import type { SolanaSigner, SolanaSignerEvents } from './solanaSigner.js'
import { connectWalletStandard } from './walletStandardSigner.js'

/** What the solana adapter does once a wallet is in use: loaded on the first such call. */
export type SolanaWallet = AdapterWalletMethods<typeof solanaCapabilities>

export type SolanaWalletParameters = {
  /**
   * The embedded wallet's provider or the wallet-standard wallet behind a connector the adapter
   * lists; throws CONNECTOR_NOT_FOUND otherwise.
   */
  walletOf: (connectorId: string) => ConnectorWallet<Wallet>
  /** Tells the adapter's listeners of a wallet event. */
  emit: (event: AdapterEvent) => void
  options: Omit<SolanaAdapterOptions, 'wallets'>
}

const namespace = 'solana'

type ActiveWallet = {
  connectorId: string
  signer: SolanaSigner
  /** The cluster the site works on, as the site gave it (its RPC URLs) or as core knows it. */
  network: CaipNetwork | undefined
}

function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The connected side of the solana adapter: connecting a wallet-standard wallet or the
 * embedded wallet and following its events, switching clusters, SOL and SPL balances and
 * transfers, message signatures and the SPEC.md §3 signing requests. `solanaAdapter` imports
 * it on the first call that needs a wallet (or on `preload()`), so that a page carries only
 * discovery before then; the cluster reads and transaction building (most of @solana/kit)
 * load later still, on the first read or send.
 *
 * @example
 * const wallet = createSolanaWallet({ walletOf, emit, options: {} })
 * await wallet.connect({ connectorId: 'Phantom', network: undefined })
 */
export function createSolanaWallet({
  walletOf,
  emit,
  options,
}: SolanaWalletParameters): SolanaWallet {
  const pollMs = options.confirmationPollMs ?? 400
  const timeoutMs = options.confirmationTimeoutMs ?? 90_000

  // The RPC client and the transaction codecs load on the first read.
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

  function requireAccount(address: string): void {
    if (!connected().signer.accounts.includes(address)) {
      throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
    }
  }

  /** The wallet's events, about this connection only. */
  function eventsOf(connectorId: string, holder: { signer?: SolanaSigner }): SolanaSignerEvents {
    const current = () => active !== undefined && active.signer === holder.signer
    return {
      accountsChanged(addresses) {
        if (!current()) return
        emit({
          type: 'accountsChanged',
          connectorId,
          accounts: addresses.map((address) => ({ address, type: 'eoa' })),
        })
      },
      networkChanged(caipNetworkId) {
        if (current()) moveTo(caipNetworkId)
      },
      disconnected() {
        if (current()) emit({ type: 'disconnected', connectorId })
      },
    }
  }

  /** Follows the wallet to a cluster, reporting it once. */
  function moveTo(caipNetworkId: CaipNetworkId, network?: CaipNetwork) {
    const current = connected()
    if (current.network?.caipNetworkId === caipNetworkId) return
    current.network = network ?? solanaNetworkOf(caipNetworkId)
    emit({ type: 'networkChanged', connectorId: current.connectorId, caipNetworkId })
  }

  async function connectWith(
    connectorId: string,
    silent: boolean,
    preferred: CaipNetwork | undefined,
  ): Promise<Connection> {
    // Filled once connected, so that its events are told apart from an earlier wallet's.
    const holder: { signer?: SolanaSigner } = {}
    const events = eventsOf(connectorId, holder)
    const found = walletOf(connectorId)
    const signer =
      found.type === 'SESSION'
        ? await connectAuthSigner({ provider: found.wallet, silent, preferred, events })
        : await connectWalletStandard({ wallet: found.wallet, silent, preferred, events })
    holder.signer = signer
    active?.signer.detach()
    const { network } = signer
    active = { connectorId, signer, network }
    return {
      connectorId,
      accounts: signer.accounts.map((address) => ({ address, type: 'eoa' as const })),
      ...(network ? { network: network.caipNetworkId } : {}),
    }
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
   * Has the wallet sign and send a wire transaction on `network`: all at once when it can
   * (`solana:signAndSendTransaction`, the embedded wallet), else signed by the wallet and sent
   * by the adapter. Resolves with the signature (base58), the transaction's id.
   */
  async function signAndSend(
    address: string,
    wire: Uint8Array,
    network: CaipNetwork,
    sendOptions: SolanaSendOptions = {},
  ): Promise<string> {
    const { signer } = connected()
    signer.assertSignsFor(network)
    if (signer.signAndSendTransaction) {
      return signer.signAndSendTransaction(address, wire, network, sendOptions)
    }
    const [signed] = await signer.signTransactions(address, [wire], network)
    if (!signed) throw new AdapterError('TRANSACTION_FAILED', { values: { id: 'none' } })
    return (await loadReads()).sendWire(signed, network, toWalletSendOptions(sendOptions))
  }

  async function signTransactions(address: string, transactions: readonly string[]) {
    const { signer, network } = connected()
    const outputs = await signer.signTransactions(
      address,
      transactions.map((transaction) => new Uint8Array(getBase64Encoder().encode(transaction))),
      network,
    )
    const { signatureOf } = await import('./wireTransaction.js')
    return outputs.map((signedTransaction) => ({
      signature: signatureOf(signedTransaction, address),
      transaction: getBase64Decoder().decode(signedTransaction),
    }))
  }

  /** The account the request is for: SPEC.md's transaction requests name no signer. */
  function onlyAccount(): string {
    const [account] = connected().signer.accounts
    if (!account) throw new AdapterError('NOT_CONNECTED')
    return account
  }

  return {
    connect: ({ connectorId, network }) => connectWith(connectorId, false, network),
    // `silent` answers without a prompt: empty means the site must ask again.
    reconnect: ({ connectorId }) =>
      connectWith(
        connectorId,
        true,
        active?.connectorId === connectorId ? active.network : undefined,
      ),
    async disconnect({ connection: ended }) {
      const signer = active?.connectorId === ended.connectorId ? active.signer : undefined
      active?.signer.detach()
      active = undefined
      await signer?.disconnect()
    },
    // Solana wallets have no "current cluster": the adapter switches, among those the
    // wallet signs for; the embedded wallet, which keeps one, moves with it.
    async switchNetwork({ network }) {
      const current = connected()
      current.signer.assertSignsFor(network)
      await current.signer.switchNetwork?.(network)
      if (active === current) moveTo(network.caipNetworkId, network)
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
      requireAccount(address)
      return connected().signer.signMessage(address, new TextEncoder().encode(message))
    },
    async sendTransfer({ from, to, amount, network, token }) {
      if (!isAddress(to, namespace)) throw new AdapterError('INVALID_ADDRESS')
      if (token && !isAddress(token.address, namespace)) throw new AdapterError('INVALID_ADDRESS')
      if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT')
      requireAccount(from)
      const { signer } = connected()
      signer.assertSignsFor(network)
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
        version: signer.transactionVersion,
        reads: chain,
      })
      return signAndSend(from, wire, network, { preflightCommitment: 'confirmed' })
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
    async request({ method, params, network }) {
      if (!isSolanaRequestMethod(method)) {
        // Reads go to the cluster itself, connected or not.
        const target = network ?? active?.network
        if (!target) throw new AdapterError('NOT_CONNECTED')
        return (await loadReads()).request(target, method, params)
      }
      // The schemas (zod) load with the first signing request: the wallet code loads as the
      // modal opens, and no connection needs them.
      const requests = await import('./solanaRequest.js')
      const request = requests.parseSolanaRequest(method, params)
      switch (request.method) {
        case 'solana_signMessage': {
          const { message, pubkey } = request.params
          requireAccount(pubkey)
          const signature = await connected().signer.signMessage(
            pubkey,
            new Uint8Array(getBase58Encoder().encode(message)),
          )
          return { signature }
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
}
