import {
  AdapterError,
  type AdapterEvent,
  type AdapterWalletMethods,
  type Balance,
  type CaipNetwork,
  type Connection,
  type ConnectorWallet,
  type FeeSpeed,
  HttpError,
  type SendTransferParameters,
  type TransferFee,
} from '@latch/core'
import type { BitcoinAccount } from './bitcoinAccount.js'
import type { BitcoinAdapterOptions, bitcoinCapabilities } from './bitcoinAdapterOptions.js'
import { isBitcoinAddress } from './bitcoinAddress.js'
import { type BitcoinChain, bitcoinChainOf } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import type { BitcoinWalletSource } from './bitcoinWalletSource.js'
import type { EsploraClient } from './esploraClient.js'
import { chosenFeeRate, feeRateChoices } from './feeRates.js'
import { bitcoinNetworkOf } from './networks.js'
import { accountIn, type PreferredAccountType } from './signerSupport.js'

/** What the bitcoin adapter does once a wallet is in use: loaded on the first such call. */
export type BitcoinWallet = AdapterWalletMethods<typeof bitcoinCapabilities>

export type BitcoinWalletParameters = {
  /** The wallet behind a connector the adapter lists; throws CONNECTOR_NOT_FOUND otherwise. */
  walletOf: (connectorId: string) => ConnectorWallet<BitcoinWalletSource>
  /** Tells the adapter's listeners of a wallet event. */
  emit: (event: AdapterEvent) => void
  options: Omit<BitcoinAdapterOptions, 'wallets' | 'injected'>
}

const namespace = 'bip122'

type ActiveWallet = {
  connectorId: string
  signer: BitcoinSigner
  /** The network the site works on, as the site gave it (its RPC URLs) or as core knows it. */
  network: CaipNetwork | undefined
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const toAdapterAccount = ({ address, type, publicKey, path }: BitcoinAccount) => ({
  address,
  type,
  publicKey,
  ...(path ? { path } : {}),
})

/** The chain of a network the site gave; NOT_SUPPORTED for one that is not Bitcoin's. */
function chainOf(network: CaipNetwork): BitcoinChain {
  const chain = bitcoinChainOf(network.caipNetworkId)
  if (!chain) {
    throw new AdapterError('NOT_SUPPORTED', { values: { capability: network.name, namespace } })
  }
  return chain
}

/** Opens the signer of whatever protocol the wallet speaks; each loads with its connector. */
async function connectSigner(
  found: ConnectorWallet<BitcoinWalletSource>,
  silent: boolean,
  preferred: BitcoinChain | undefined,
  preferredAccountType: PreferredAccountType,
  events: BitcoinSignerEvents,
): Promise<BitcoinSigner> {
  const common = { silent, preferred, preferredAccountType, events }
  if (found.type === 'SESSION') {
    const { connectSessionSigner } = await import('./sessionSigner.js')
    return connectSessionSigner({ provider: found.wallet, ...common })
  }
  const source = found.wallet
  switch (source.kind) {
    case 'standard': {
      const { connectWalletStandard } = await import('./walletStandardSigner.js')
      return connectWalletStandard({ wallet: source.wallet, ...common })
    }
    case 'satsConnect': {
      const { connectSatsConnect } = await import('./satsConnectSigner.js')
      return connectSatsConnect({ provider: source.provider, ...common })
    }
    case 'unisat': {
      const { connectUnisat } = await import('./unisatSigner.js')
      return connectUnisat({ provider: source.provider, ...common })
    }
    case 'leather': {
      const { connectLeather } = await import('./leatherSigner.js')
      return connectLeather({ provider: source.provider, ...common })
    }
  }
}

/**
 * The connected side of the bitcoin adapter: connecting a wallet (any of the protocols of
 * discovery, or a WalletConnect session) with its payment and ordinals accounts, following its
 * events, switching chains, reading balances from the network's Esplora API, BIP-322 message
 * signatures, and transfers built as a PSBT, signed by the wallet and broadcast by the adapter.
 * `bitcoinAdapter` imports it on the first call that needs a wallet (or on `preload()`); the
 * Esplora client and the PSBT code (bitcoinjs-lib, coin selection) load later still, on the
 * first read or send.
 *
 * @example
 * const wallet = createBitcoinWallet({ walletOf, emit, options: {} })
 * await wallet.connect({ connectorId: 'Xverse', network: bitcoin })
 */
export function createBitcoinWallet({
  walletOf,
  emit,
  options,
}: BitcoinWalletParameters): BitcoinWallet {
  const pollMs = options.confirmationPollMs ?? 10_000
  const timeoutMs = options.confirmationTimeoutMs ?? 3_600_000
  const preferredAccountType = options.preferredAccountType ?? 'payment'

  let esplora: Promise<EsploraClient> | undefined
  const loadEsplora = () =>
    (esplora ??= import('./esploraClient.js').then(({ createEsploraClient }) =>
      createEsploraClient({
        baseUrlOf(network) {
          const url =
            options.customRpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
          if (!url) {
            throw new AdapterError('NOT_SUPPORTED', {
              values: { capability: `Reading ${network.name}`, namespace },
            })
          }
          return url
        },
      }),
    ))

  let active: ActiveWallet | undefined

  function connected(): ActiveWallet {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active
  }

  /** The wallet's events, about this connection only. */
  function eventsOf(connectorId: string, holder: { signer?: BitcoinSigner }): BitcoinSignerEvents {
    const current = () => active !== undefined && active.signer === holder.signer
    return {
      accountsChanged(accounts) {
        if (current()) {
          emit({ type: 'accountsChanged', connectorId, accounts: accounts.map(toAdapterAccount) })
        }
      },
      networkChanged(chain) {
        if (current())
          emit({ type: 'networkChanged', connectorId, caipNetworkId: chain.caipNetworkId })
      },
      disconnected() {
        if (current()) emit({ type: 'disconnected', connectorId })
      },
    }
  }

  async function connectWith(
    connectorId: string,
    silent: boolean,
    preferred: CaipNetwork | undefined,
  ): Promise<Connection> {
    // Filled once connected, so that its events are told apart from an earlier wallet's.
    const holder: { signer?: BitcoinSigner } = {}
    const preferredChain = preferred ? bitcoinChainOf(preferred.caipNetworkId) : undefined
    const signer = await connectSigner(
      walletOf(connectorId),
      silent,
      preferredChain,
      preferredAccountType,
      eventsOf(connectorId, holder),
    )
    holder.signer = signer
    if (active?.signer !== signer) active?.signer.detach()
    const chain = signer.chain
    const network =
      chain && preferred?.caipNetworkId === chain.caipNetworkId
        ? preferred
        : chain && bitcoinNetworkOf(chain.caipNetworkId)
    active = { connectorId, signer, network }
    return {
      connectorId,
      accounts: signer.accounts.map(({ address, type }) => ({ address, type })),
      ...(signer.chain ? { network: signer.chain.caipNetworkId } : {}),
    }
  }

  /** The connected account of `address` of the given type. */
  function ownAccount(address: string, type?: BitcoinAccount['type']): BitcoinAccount {
    const account = accountIn(connected().signer.accounts, address)
    if (type && account.type !== type) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: `Sending from the ${account.type} account`, namespace },
      })
    }
    return account
  }

  /** The connected chain, which must be `network`'s: a wallet signs for the chain it is on. */
  function assertOn(network: CaipNetwork): BitcoinChain {
    const chain = chainOf(network)
    const current = connected().signer.chain
    if (current && current.caipNetworkId !== chain.caipNetworkId) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: `Sending on ${network.name} from ${current.name}`, namespace },
      })
    }
    return chain
  }

  /** The network a request is for: the one given, else the connected one. */
  function networkFor(network: CaipNetwork | undefined): CaipNetwork {
    const target = network ?? connected().network
    if (!target) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'A wallet on an unknown chain', namespace },
      })
    }
    return target
  }

  /** A transfer's inputs: the payment account's outputs, and the rates it may pay. */
  async function transferInputs(from: string, network: CaipNetwork) {
    const account = ownAccount(from, 'payment')
    const chain = assertOn(network)
    const [reads, { buildTransferPsbt }] = await Promise.all([
      loadEsplora(),
      import('./transferPsbt.js'),
    ])
    const [utxos, estimates] = await Promise.all([
      reads.utxos(account.address, network),
      // A site's fixed rate needs no estimate.
      options.feeRate === undefined ? reads.feeEstimates(network) : undefined,
    ])
    const build = (to: string, amount: bigint, feeRate: number) =>
      buildTransferPsbt({ from: account, to, amount, chain, utxos, feeRate })
    return { account, chain, reads, build, rates: feeRateChoices(estimates, options) }
  }

  async function transfer(
    { from, to, amount, network }: SendTransferParameters,
    speed: FeeSpeed | undefined,
  ) {
    const [{ account, chain, reads, build, rates }, { finalizeTransfer }] = await Promise.all([
      transferInputs(from, network),
      import('./finalizeTransfer.js'),
    ])
    const built = build(to, amount, chosenFeeRate(rates, speed).rate)
    const signed = await connected().signer.signPsbt(
      built.psbt,
      [{ address: account.address, signingIndexes: built.signingIndexes }],
      chain,
    )
    const { hex, txid } = finalizeTransfer(built.psbt, signed, chain)
    return reads.broadcast(hex, txid, network)
  }

  /** The checks of a transfer before anything is read or asked. */
  function checkTransfer({ to, amount, token }: SendTransferParameters) {
    if (token) {
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Tokens', namespace } })
    }
    if (!isBitcoinAddress(to)) throw new AdapterError('INVALID_ADDRESS')
    if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT')
  }

  return {
    connect: ({ connectorId, network }) => connectWith(connectorId, false, network),
    reconnect: ({ connectorId }) => connectWith(connectorId, true, undefined),
    async disconnect({ connection: ended }) {
      const signer = active?.connectorId === ended.connectorId ? active.signer : undefined
      active?.signer.detach()
      active = undefined
      await signer?.disconnect()
    },
    async switchNetwork({ network }) {
      const current = connected()
      const chain = chainOf(network)
      if (current.signer.chain?.caipNetworkId === chain.caipNetworkId) {
        current.network = network
        return
      }
      const before = current.signer.accounts.map((account) => account.address).join()
      await current.signer.switchNetwork(chain)
      if (active !== current) return
      current.network = network
      const { accounts } = current.signer
      // Each chain has its own addresses: the site hears of the new ones with the new chain.
      if (accounts.map((account) => account.address).join() !== before) {
        emit({
          type: 'accountsChanged',
          connectorId: current.connectorId,
          accounts: accounts.map(toAdapterAccount),
        })
      }
      emit({
        type: 'networkChanged',
        connectorId: current.connectorId,
        caipNetworkId: chain.caipNetworkId,
      })
    },
    async getBalance({ address, network, token }): Promise<Balance> {
      if (token) {
        throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Tokens', namespace } })
      }
      if (!isBitcoinAddress(address)) throw new AdapterError('INVALID_ADDRESS')
      const { decimals, symbol } = network.nativeCurrency
      return { value: await (await loadEsplora()).balance(address, network), decimals, symbol }
    },
    async signMessage({ message, address }) {
      ownAccount(address)
      return connected().signer.signMessage(address, message)
    },
    async sendTransfer(parameters) {
      checkTransfer(parameters)
      return transfer(parameters, parameters.feeSpeed)
    },
    async estimateTransferFee(parameters): Promise<TransferFee[]> {
      checkTransfer(parameters)
      const { from, to, amount, network } = parameters
      const { build, rates } = await transferInputs(from, network)
      const { decimals, symbol } = network.nativeCurrency
      return rates.map(({ speed, rate }) => ({
        value: build(to, amount, rate).fee,
        decimals,
        symbol,
        ...(speed ? { speed } : {}),
        rate: `${rate} sat/vB`,
      }))
    },
    async waitForTransaction({ id, network }) {
      const reads = await loadEsplora()
      const deadline = Date.now() + timeoutMs
      for (;;) {
        try {
          if (await reads.confirmed(id, network)) return
        } catch (error) {
          // Just broadcast, a transaction may not have reached the server's mempool yet.
          if (!(error instanceof HttpError && error.status === 404)) throw error
        }
        if (Date.now() >= deadline) {
          throw new AdapterError('TRANSACTION_FAILED', {
            values: { id },
            details: `not confirmed within ${timeoutMs} ms`,
          })
        }
        await delay(pollMs)
      }
    },
    async request({ method, params, network }) {
      const { handleBitcoinRequest } = await import('./bitcoinRequest.js')
      const { signer } = connected()
      return handleBitcoinRequest({
        method,
        params,
        accounts: signer.accounts,
        signMessage: (address, message) => signer.signMessage(address, message),
        signPsbt: (psbt, inputs) => signer.signPsbt(psbt, inputs, assertOn(networkFor(network))),
        async broadcastPsbt(psbt) {
          const target = networkFor(network)
          const [reads, { finalizeTransfer }] = await Promise.all([
            loadEsplora(),
            import('./finalizeTransfer.js'),
          ])
          const { hex, txid } = finalizeTransfer(psbt, psbt, chainOf(target))
          return reads.broadcast(hex, txid, target)
        },
        sendTransfer: (from, to, amount) =>
          transfer({ from, to, amount, network: networkFor(network) }, undefined),
      })
    },
  }
}
