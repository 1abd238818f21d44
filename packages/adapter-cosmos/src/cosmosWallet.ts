import {
  AdapterError,
  type AdapterEvent,
  type AdapterWalletMethods,
  type Balance,
  type CaipNetwork,
  type Connection,
  type ConnectorWallet,
} from '@latch/core'
import { checkedSigner } from './checkedSigner.js'
import type {
  CosmosAdapterOptions,
  CosmosSendTransferParameters,
  cosmosCapabilities,
} from './cosmosAdapterOptions.js'
import { cosmosAccountBytes } from './cosmosAddress.js'
import type { CosmosChain, CosmosTransfer } from './cosmosChain.js'
import type { CosmosNetwork } from './cosmosNetwork.js'
import { readCosmosSignature } from './cosmosSignature.js'
import type { CosmosInjectedTarget, CosmosWalletSource } from './discovery.js'
import type { Keplr, KeplrKey } from './keplr.js'
import { keplrChainInfo } from './keplrChainInfo.js'
import { cosmosNetworkOf, cosmosNetworks } from './networks.js'
import { askWallet, isUnknownChain } from './walletRejection.js'

/** What the cosmos adapter does once a wallet is in use: loaded on the first such call. */
export type CosmosWallet = AdapterWalletMethods<typeof cosmosCapabilities>

export type CosmosWalletParameters = {
  /** The wallet behind a connector the adapter lists; throws CONNECTOR_NOT_FOUND otherwise. */
  walletOf: (connectorId: string) => ConnectorWallet<CosmosWalletSource>
  /** Tells the adapter's listeners of a wallet event. */
  emit: (event: AdapterEvent) => void
  /** Where the wallets announce a change of key (`keplr_keystorechange`): `window`. */
  events: CosmosInjectedTarget | undefined
  options: Omit<CosmosAdapterOptions, 'injected'>
}

const namespace = 'cosmos'
// The Cosmos SDK's default `MaxMemoCharacters`, which it counts in bytes.
const maxMemoBytes = 256

/** The event each wallet fires on `window` when the visitor changes key or locks it. */
const keyChangeEvents: Readonly<Record<string, string>> = {
  keplr: 'keplr_keystorechange',
  leap: 'leap_keystorechange',
  cosmostation: 'cosmostation_keystorechange',
}

type ActiveWallet = {
  connectorId: string
  keplr: Keplr
  network: CosmosNetwork
  key: KeplrKey
  stopListening: () => void
}

const chainIdOf = (network: CaipNetwork) => network.caipNetworkId.slice(namespace.length + 1)

/** The cosmos parts of `network`, which the adapter must know to use it. */
function knownNetwork(network: CaipNetwork): CosmosNetwork {
  const known = network.chainNamespace === namespace ? cosmosNetworkOf(network) : undefined
  if (!known) {
    throw new AdapterError('NOT_SUPPORTED', {
      values: { capability: network.name, namespace },
      details: 'describe a Cosmos chain the adapter does not know with cosmosNetwork()',
    })
  }
  return known
}

/**
 * The wallet's key, checked: an address of the network and a 33-byte secp256k1 key. A key of
 * another algorithm (`ethsecp256k1`, Injective's and Evmos's) signs what the adapter's
 * transactions do not declare: refused here rather than after the visitor approves a send.
 */
function readKey(key: unknown, network: CosmosNetwork): KeplrKey {
  const { bech32Address, pubKey, isNanoLedger, algo } = (key ?? {}) as Partial<KeplrKey>
  if (algo !== undefined && algo !== '' && algo !== 'secp256k1') {
    throw new AdapterError('NOT_SUPPORTED', {
      values: { capability: `A key of algorithm ${algo}`, namespace },
    })
  }
  if (
    typeof bech32Address !== 'string' ||
    !(pubKey instanceof Uint8Array) ||
    pubKey.length !== 33
  ) {
    throw new AdapterError('NOT_SUPPORTED', {
      values: {
        capability: 'A wallet key without a bech32 address and a secp256k1 key',
        namespace,
      },
    })
  }
  cosmosAccountBytes(bech32Address, network.bech32Prefix)
  return { ...(key as KeplrKey), isNanoLedger: isNanoLedger === true }
}

function memoOf(memo: unknown): string {
  if (memo === undefined) return ''
  if (typeof memo !== 'string' || new TextEncoder().encode(memo).length > maxMemoBytes) {
    throw new AdapterError('INVALID_MEMO', {
      details: `a memo is text of at most ${maxMemoBytes} bytes (UTF-8)`,
    })
  }
  return memo
}

/**
 * The connected side of the cosmos adapter: enabling a Keplr-style wallet for the network
 * (adding the chain first when the wallet does not know it), its key as the account, followed
 * as the visitor changes it (`keplr_keystorechange`), the network switched by enabling another
 * chain, ADR-036 message signatures (`signArbitrary`), and `MsgSend` transfers through the
 * network's node (cosmosChain.ts, loaded on the first read or send).
 *
 * @example
 * const wallet = createCosmosWallet({ walletOf, emit, events: window, options: {} })
 * await wallet.connect({ connectorId: 'keplr', network: osmosis })
 */
export function createCosmosWallet({
  walletOf,
  emit,
  events,
  options,
}: CosmosWalletParameters): CosmosWallet {
  let loading: Promise<CosmosChain> | undefined
  const chain = () =>
    (loading ??= import('./cosmosChain.js')
      .then(({ createCosmosChainFor }) => createCosmosChainFor(options))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
  let active: ActiveWallet | undefined
  /** The network of the last connection, which a reconnect without one goes back to. */
  let lastNetwork: CosmosNetwork | undefined

  function connected(): ActiveWallet {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active
  }

  /** Enables the chain; one the wallet does not know is added first when `suggest` says so. */
  async function enable(keplr: Keplr, network: CosmosNetwork, suggest: boolean) {
    const chainId = chainIdOf(network)
    try {
      await askWallet(() => keplr.enable(chainId))
    } catch (error) {
      if (!suggest || !isUnknownChain(error) || !keplr.experimentalSuggestChain) throw error
      await addChain(keplr, network)
    }
    return readKey(await askWallet(() => keplr.getKey(chainId)), network)
  }

  async function addChain(keplr: Keplr, network: CosmosNetwork) {
    const suggestChain = keplr.experimentalSuggestChain
    if (!suggestChain) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'A wallet that cannot add a chain', namespace },
      })
    }
    await askWallet(() => suggestChain.call(keplr, keplrChainInfo(network)))
    await askWallet(() => keplr.enable(chainIdOf(network)))
  }

  /** Follows the visitor's key changes in the wallet while `current` is the connection. */
  function listen(current: ActiveWallet): () => void {
    // A site's own wallet (`walletNames`) announces as Keplr does.
    const type = keyChangeEvents[current.connectorId] ?? keyChangeEvents.keplr
    const target = events as Partial<EventTarget> | undefined
    if (!type || typeof target?.addEventListener !== 'function') return () => {}
    const onChange = () => {
      if (active !== current) return
      const before = current.key.bech32Address
      // The key is the network's at the event: a switch meanwhile reads the key of its own.
      const { network } = current
      const unchanged = () => active === current && current.network === network
      askWallet(() => current.keplr.getKey(chainIdOf(network)))
        .then((key) => {
          if (!unchanged()) return
          current.key = readKey(key, network)
          if (current.key.bech32Address === before) return
          emit({
            type: 'accountsChanged',
            connectorId: current.connectorId,
            accounts: [{ address: current.key.bech32Address }],
          })
        })
        .catch(() => {
          // Locked, or the site's access taken back: the connection is over.
          if (!unchanged()) return
          current.stopListening()
          active = undefined
          emit({ type: 'disconnected', connectorId: current.connectorId })
        })
    }
    target.addEventListener(type, onChange)
    return () => target.removeEventListener?.(type, onChange)
  }

  async function connectWith(connectorId: string, requested: CaipNetwork | undefined) {
    const found = walletOf(connectorId)
    if (found.type === 'SESSION') {
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Sessions', namespace } })
    }
    const wanted = requested ?? lastNetwork ?? options.defaultNetwork ?? cosmosNetworks[0]
    if (!wanted) throw new AdapterError('NOT_CONNECTED')
    const network = knownNetwork(wanted)
    const { keplr } = found.wallet
    const key = await enable(keplr, network, true)
    active?.stopListening()
    const current: ActiveWallet = { connectorId, keplr, network, key, stopListening: () => {} }
    active = current
    lastNetwork = network
    current.stopListening = listen(current)
    return {
      connectorId,
      accounts: [{ address: key.bech32Address }],
      network: network.caipNetworkId,
    } satisfies Connection
  }

  /** Moves the connection to `network` once the wallet has enabled it. */
  async function moveTo(network: CosmosNetwork, suggest: boolean) {
    const current = connected()
    const key = await enable(current.keplr, network, suggest)
    if (active !== current) return
    const before = current.key.bech32Address
    const moved = current.network.caipNetworkId !== network.caipNetworkId
    current.network = network
    current.key = key
    lastNetwork = network
    const { connectorId } = current
    // Each chain writes the key with its own prefix: the site hears of the new address first.
    if (key.bech32Address !== before) {
      emit({ type: 'accountsChanged', connectorId, accounts: [{ address: key.bech32Address }] })
    }
    if (moved) emit({ type: 'networkChanged', connectorId, caipNetworkId: network.caipNetworkId })
  }

  /**
   * The wallet's signer for the connected key: direct where offered, amino for Ledger keys. The
   * adapter's fee is kept (`preferNoSetFee`): it is the one `estimateTransferFee` showed and the
   * balance was checked for, where Keplr would otherwise set its own.
   */
  async function signerOf(current: ActiveWallet) {
    const { keplr, key, network } = current
    const chainId = chainIdOf(network)
    const signOptions = { preferNoSetFee: true }
    const auto = keplr.getOfflineSignerAuto
    const signer = auto
      ? await askWallet(() => auto.call(keplr, chainId, signOptions))
      : keplr.getOfflineSigner(chainId, signOptions)
    return checkedSigner(signer, key.pubKey, key.isNanoLedger)
  }

  /** The checks of a transfer before anything is read or asked. */
  function checkTransfer(parameters: CosmosSendTransferParameters): CosmosTransfer {
    const { from, to, amount, token } = parameters
    const network = knownNetwork(parameters.network)
    const current = connected()
    if (
      from !== current.key.bech32Address ||
      network.caipNetworkId !== current.network.caipNetworkId
    ) {
      throw new AdapterError('NOT_CONNECTED', {
        details: `${from} is not the connected account on ${network.name}`,
      })
    }
    cosmosAccountBytes(to, network.bech32Prefix)
    if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT', { details: 'must be positive' })
    const memo = memoOf(parameters.memo)
    return { from, to, amount, denom: token?.address ?? network.denom, memo, network }
  }

  function balanceOf(value: bigint, denom: string, network: CosmosNetwork): Balance {
    const known = network.denoms.find((candidate) => candidate.denom === denom)
    // A denom the network does not name is shown as it is, in its smallest unit.
    return { value, decimals: known?.decimals ?? 0, symbol: known?.symbol ?? denom }
  }

  return {
    connect: ({ connectorId, network }) => connectWith(connectorId, network),
    reconnect: ({ connectorId }) => connectWith(connectorId, undefined),
    async disconnect({ connection: ended }) {
      // Keplr-style wallets keep the site allowed; the site stops listening and forgets the key.
      if (active && active.connectorId !== ended.connectorId) return
      active?.stopListening()
      active = undefined
    },
    switchNetwork: ({ network }) => moveTo(knownNetwork(network), false),
    addNetwork: async ({ network }) => {
      const known = knownNetwork(network)
      await addChain(connected().keplr, known)
      await moveTo(known, false)
    },
    async getBalance({ address, network, token }) {
      const known = knownNetwork(network)
      cosmosAccountBytes(address, known.bech32Prefix)
      const denom = token?.address ?? known.denom
      return balanceOf(await (await chain()).balanceOf(address, denom, known), denom, known)
    },
    async signMessage({ message, address }) {
      const current = connected()
      if (address !== current.key.bech32Address) {
        throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
      }
      const { signArbitrary } = current.keplr
      if (!signArbitrary) {
        throw new AdapterError('NOT_SUPPORTED', {
          values: { capability: 'A wallet that cannot sign messages', namespace },
        })
      }
      const signature = await askWallet(() =>
        signArbitrary.call(current.keplr, chainIdOf(current.network), address, message),
      )
      // The key travels with the signature: a Cosmos address is only its hash.
      return JSON.stringify(readCosmosSignature(signature))
    },
    async sendTransfer(parameters: CosmosSendTransferParameters) {
      const transfer = checkTransfer(parameters)
      const current = connected()
      const signer = await signerOf(current)
      return (await chain()).transfer(transfer, signer)
    },
    async estimateTransferFee(parameters: CosmosSendTransferParameters) {
      const transfer = checkTransfer(parameters)
      const fee = await (await chain()).estimate(transfer, await signerOf(connected()))
      const { decimals, symbol } = transfer.network.nativeCurrency
      return [
        {
          value: fee.amount,
          decimals,
          symbol,
          rate: `${fee.gasPrice} ${transfer.network.denom}/gas`,
        },
      ]
    },
    async waitForTransaction({ id, network }) {
      await (await chain()).waitFor(id, knownNetwork(network))
    },
    async request({ method, params, network }) {
      const target = network ? knownNetwork(network) : connected().network
      return (await chain()).request(target, method, params)
    },
  }
}
