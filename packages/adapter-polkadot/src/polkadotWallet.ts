import {
  AdapterError,
  type AdapterEvent,
  type AdapterWalletMethods,
  type CaipNetwork,
  type Connection,
  type ConnectorWallet,
  type SendTransferParameters,
} from '@latch/core'
import type { Signer } from '@polkadot/api/types'
import { stringToU8a, u8aToHex } from '@polkadot/util'
import { encodeAddress } from '@polkadot/util-crypto'
import type { PolkadotExtensionSource } from './discovery.js'
import { askExtension } from './extensionRejection.js'
import type { InjectedAccount, InjectedExtension } from './injectedWeb3.js'
import { polkadotNetworks, ss58PrefixOf } from './networks.js'
import {
  accountsOn,
  assertAddressOn,
  type PolkadotAccount,
  publicKeyOf,
  toAdapterAccount,
} from './polkadotAccounts.js'
import type { PolkadotAdapterOptions, polkadotCapabilities } from './polkadotAdapterOptions.js'
import { isPolkadotAddress } from './polkadotAddress.js'
import type { PolkadotChain } from './polkadotChain.js'
import { readPolkadotSignature } from './polkadotSignature.js'

/** What the polkadot adapter does once a wallet is in use: loaded on the first such call. */
export type PolkadotWallet = AdapterWalletMethods<typeof polkadotCapabilities>

export type PolkadotWalletParameters = {
  /** The extension behind a connector the adapter lists; throws CONNECTOR_NOT_FOUND otherwise. */
  walletOf: (connectorId: string) => ConnectorWallet<PolkadotExtensionSource>
  /** Tells the adapter's listeners of a wallet event. */
  emit: (event: AdapterEvent) => void
  options: Omit<PolkadotAdapterOptions, 'injected'>
}

const namespace = 'polkadot'

type ActiveWallet = {
  connectorId: string
  extension: InjectedExtension
  /** The extension's own list, kept to write it again for another network. */
  injected: readonly InjectedAccount[]
  network: CaipNetwork
  accounts: PolkadotAccount[]
  unsubscribe: () => void
}

const referenceOf = (network: CaipNetwork) => network.caipNetworkId.slice(namespace.length + 1)

const sameAddresses = (a: readonly PolkadotAccount[], b: readonly PolkadotAccount[]) =>
  a.map((account) => account.address).join() === b.map((account) => account.address).join()

/**
 * The connected side of the polkadot adapter: enabling an extension for the site, its
 * accounts written for the network in use and followed as the visitor changes them, the
 * network switched by writing the same keys with the new network's SS58 prefix, raw message
 * signatures, and transfers and fees through the network's node (polkadotChain.ts, loaded on
 * the first read or send).
 *
 * @example
 * const wallet = createPolkadotWallet({ walletOf, emit, options: {} })
 * await wallet.connect({ connectorId: 'talisman', network: polkadot })
 */
export function createPolkadotWallet({
  walletOf,
  emit,
  options,
}: PolkadotWalletParameters): PolkadotWallet {
  const confirmationTimeoutMs = options.confirmationTimeoutMs ?? 120_000

  let chain: Promise<PolkadotChain> | undefined
  const loadChain = () =>
    (chain ??= import('./polkadotChain.js')
      .then(({ createPolkadotChain }) =>
        createPolkadotChain({
          confirmationTimeoutMs,
          confirmation: options.confirmation ?? 'finalized',
          urlOf(network) {
            const url =
              options.customRpcUrls?.[network.caipNetworkId]?.[0] ??
              network.rpcUrls.default.webSocket?.[0]
            if (!url) {
              throw new AdapterError('NOT_SUPPORTED', {
                values: { capability: `${network.name} without a WebSocket URL`, namespace },
              })
            }
            return url
          },
        }),
      )
      .catch((error: unknown) => {
        chain = undefined
        throw error
      }))

  let active: ActiveWallet | undefined
  /** The network of the last connection, which a reconnect without one goes back to. */
  let lastNetwork: CaipNetwork | undefined

  function connected(): ActiveWallet {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active
  }

  function assertPolkadot(network: CaipNetwork) {
    if (network.chainNamespace !== namespace) {
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: network.name, namespace } })
    }
  }

  async function prefixOf(network: CaipNetwork): Promise<number> {
    return ss58PrefixOf(network) ?? (await loadChain()).ss58Prefix(network)
  }

  /** The connected account of `address`, compared by key: any network's SS58 form will do. */
  function ownAccount(address: string): PolkadotAccount {
    const key = publicKeyOf(address)
    const account = connected().accounts.find((candidate) => candidate.publicKey === key)
    if (!account)
      throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
    return account
  }

  /** The accounts on `network`; an extension that shares none there cannot connect to it. */
  function accountsFor(injected: readonly InjectedAccount[], network: CaipNetwork, prefix: number) {
    const accounts = accountsOn(injected, referenceOf(network), prefix)
    if (accounts.length === 0) {
      throw new AdapterError('NOT_CONNECTED', {
        details: `the extension shares no Substrate account for ${network.name}`,
      })
    }
    return accounts
  }

  function appName(): string {
    const title = (globalThis as { document?: { title?: unknown } }).document?.title
    return options.appName ?? (typeof title === 'string' && title.trim() ? title.trim() : 'Latch')
  }

  async function connectWith(connectorId: string, requested: CaipNetwork | undefined) {
    const found = walletOf(connectorId)
    if (found.type === 'SESSION') {
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Sessions', namespace } })
    }
    const network = requested ?? lastNetwork ?? options.defaultNetwork ?? polkadotNetworks[0]
    if (!network) throw new AdapterError('NOT_CONNECTED')
    assertPolkadot(network)
    // Extensions remember the sites the visitor allowed: `enable` asks only the first time.
    const extension = await askExtension(() => found.wallet.entry.enable(appName()))
    const [injected, prefix] = await Promise.all([
      askExtension(() => extension.accounts.get()),
      prefixOf(network),
    ])
    const accounts = accountsFor(injected, network, prefix)
    active?.unsubscribe()
    const current: ActiveWallet = {
      connectorId,
      extension,
      injected,
      network,
      accounts,
      unsubscribe: () => {},
    }
    active = current
    lastNetwork = network
    current.unsubscribe = extension.accounts.subscribe((list) => {
      if (active !== current) return
      current.injected = list
      const next = accountsOn(list, referenceOf(current.network), prefix)
      if (next.length === 0) {
        current.unsubscribe()
        active = undefined
        emit({ type: 'disconnected', connectorId })
        return
      }
      if (sameAddresses(next, current.accounts)) return
      current.accounts = next
      emit({ type: 'accountsChanged', connectorId, accounts: next.map(toAdapterAccount) })
    })
    return {
      connectorId,
      accounts: accounts.map(({ address }) => ({ address })),
      network: network.caipNetworkId,
    } satisfies Connection
  }

  /** The extension's signer, its refusals as 4001. */
  function signerOf({ signer }: InjectedExtension): Signer {
    const { signPayload } = signer
    if (!signPayload) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'An extension that cannot sign transactions', namespace },
      })
    }
    return {
      // Checked before @polkadot/api puts it in the extrinsic: a malformed answer is refused
      // here, with nothing submitted, not by the node after.
      async signPayload(payload) {
        const result = (await askExtension(() => signPayload(payload as never))) as Awaited<
          ReturnType<NonNullable<Signer['signPayload']>>
        >
        return { ...result, signature: readPolkadotSignature(result?.signature) as `0x${string}` }
      },
    }
  }

  /** The checks of a transfer before anything is read or asked. */
  async function checkTransfer({ from, to, amount, token, network }: SendTransferParameters) {
    if (token)
      throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Tokens', namespace } })
    assertPolkadot(network)
    if (!isPolkadotAddress(to)) throw new AdapterError('INVALID_ADDRESS')
    if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT', { details: 'must be positive' })
    const account = ownAccount(from)
    const prefix = await prefixOf(network)
    assertAddressOn(to, prefix)
    const parameters = { from: encodeAddress(account.publicKey, prefix), to, amount, network }
    return (await loadChain()).prepareTransfer(parameters).then((prepared) => ({
      ...prepared,
      from: parameters.from,
    }))
  }

  return {
    connect: ({ connectorId, network }) => connectWith(connectorId, network),
    reconnect: ({ connectorId }) => connectWith(connectorId, undefined),
    async disconnect({ connection: ended }) {
      // Extensions have no disconnect: the site stops listening and forgets the accounts.
      if (active && active.connectorId !== ended.connectorId) return
      active?.unsubscribe()
      active = undefined
    },
    async switchNetwork({ network }) {
      assertPolkadot(network)
      const current = connected()
      const prefix = await prefixOf(network)
      const accounts = accountsFor(current.injected, network, prefix)
      if (active !== current) return
      const before = current.accounts
      const moved = current.network.caipNetworkId !== network.caipNetworkId
      current.network = network
      current.accounts = accounts
      lastNetwork = network
      const { connectorId } = current
      // Each network writes the keys its own way: the site hears of the new addresses first.
      if (!sameAddresses(before, accounts)) {
        emit({ type: 'accountsChanged', connectorId, accounts: accounts.map(toAdapterAccount) })
      }
      if (moved) emit({ type: 'networkChanged', connectorId, caipNetworkId: network.caipNetworkId })
    },
    async getBalance({ address, network, token }) {
      if (token)
        throw new AdapterError('NOT_SUPPORTED', { values: { capability: 'Tokens', namespace } })
      assertPolkadot(network)
      if (!isPolkadotAddress(address) || !publicKeyOf(address)) {
        throw new AdapterError('INVALID_ADDRESS')
      }
      const { decimals, symbol } = network.nativeCurrency
      const { transferable, free, reserved } = await (await loadChain()).balanceOf(address, network)
      return { value: transferable, decimals, symbol, breakdown: { free, reserved } }
    },
    async signMessage({ message, address }) {
      const account = ownAccount(address)
      const { signRaw } = connected().extension.signer
      if (!signRaw) {
        throw new AdapterError('NOT_SUPPORTED', {
          values: { capability: 'An extension that cannot sign messages', namespace },
        })
      }
      const result = await askExtension(() =>
        signRaw({ address: account.address, data: u8aToHex(stringToU8a(message)), type: 'bytes' }),
      )
      return readPolkadotSignature((result as { signature?: unknown } | undefined)?.signature)
    },
    async sendTransfer(parameters) {
      const prepared = await checkTransfer(parameters)
      return (await loadChain()).send(prepared, prepared.from, signerOf(connected().extension))
    },
    async estimateTransferFee(parameters) {
      const { fee } = await checkTransfer(parameters)
      const { decimals, symbol } = parameters.network.nativeCurrency
      return [{ value: fee, decimals, symbol }]
    },
    async waitForTransaction({ id }) {
      await (await loadChain()).waitFor(id)
    },
    async request({ method, params, network }) {
      const target = network ?? connected().network
      assertPolkadot(target)
      return (await loadChain()).request(target, method, params)
    },
  }
}
