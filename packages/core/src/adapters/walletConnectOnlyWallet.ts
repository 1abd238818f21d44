import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AdapterError } from '../errors/adapter.js'
import type { Connection } from '../storage/schemas.js'
import type {
  AuthAccount,
  AuthProvider,
  AuthProviderEvents,
  ChainAdapterCapabilities,
} from './chainAdapter.js'
import type { AdapterWalletContext, AdapterWalletMethods } from './defineAdapter.js'

type Capabilities = ChainAdapterCapabilities & {
  signTypedData: false
  sendCalls: false
  addNetwork: false
  estimateTransferFee: false
}

/** The session in use: its connector, provider and the listeners to take off at the end. */
type Active = { connectorId: string; provider: AuthProvider; stop: () => void }

function utf8Hex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * The connected side of `walletConnectOnlyAdapter`: the WalletConnect session's provider of
 * the namespace (the `AuthProvider` contract) as the adapter's wallet. Loaded on first use.
 */
export function createWalletConnectOnlyWallet({
  namespace,
  emit,
  walletOf,
}: AdapterWalletContext<never> & {
  namespace: ChainNamespace
}): AdapterWalletMethods<Capabilities> {
  let active: Active | undefined

  const notSupported = (capability: string) =>
    new AdapterError('NOT_SUPPORTED', { values: { capability, namespace } })

  function sessionOf(connectorId: string): AuthProvider {
    const found = walletOf(connectorId)
    if (found.type !== 'SESSION') {
      throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
    }
    return found.wallet
  }

  function connected(): Active {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active
  }

  /** Follows the wallet's account, network and end of session as the adapter's events. */
  function follow(connectorId: string, provider: AuthProvider): () => void {
    const listeners: Partial<AuthProviderEvents> = {
      accountsChanged: (accounts) =>
        emit({
          type: 'accountsChanged',
          connectorId,
          accounts: accounts.map((address) => ({ address })),
        }),
      networkChanged: (caipNetworkId) =>
        emit({ type: 'networkChanged', connectorId, caipNetworkId }),
      disconnect: () => {
        if (active?.connectorId === connectorId) end()
        emit({ type: 'disconnected', connectorId })
      },
    }
    const events = Object.entries(listeners) as [keyof AuthProviderEvents, never][]
    for (const [event, listener] of events) provider.on(event, listener)
    return () => {
      for (const [event, listener] of events) provider.removeListener(event, listener)
    }
  }

  function end() {
    active?.stop()
    active = undefined
  }

  function use(connectorId: string, provider: AuthProvider, account: AuthAccount): Connection {
    end()
    active = { connectorId, provider, stop: follow(connectorId, provider) }
    return {
      connectorId,
      accounts: [{ address: account.address }],
      network: account.caipNetworkId,
    }
  }

  return {
    async connect({ connectorId, network }) {
      const provider = sessionOf(connectorId)
      const account = await provider.connect({ network: network?.caipNetworkId })
      return use(connectorId, provider, account)
    },
    async reconnect({ connectorId }) {
      const provider = sessionOf(connectorId)
      const account = await provider.reconnect()
      if (!account) throw new AdapterError('NOT_CONNECTED')
      return use(connectorId, provider, account)
    },
    async disconnect({ connection }) {
      if (active?.connectorId !== connection.connectorId) return
      const { provider } = active
      end()
      await provider.disconnect()
    },
    async switchNetwork({ network }) {
      await connected().provider.switchNetwork(network.caipNetworkId)
    },
    async getBalance() {
      throw notSupported('Reading balances')
    },
    async signMessage({ message, address }) {
      if (namespace !== 'eip155') throw notSupported('Signing messages')
      const signature = await connected().provider.request({
        method: 'personal_sign',
        params: [utf8Hex(message), address],
      })
      if (typeof signature !== 'string') throw notSupported('Signing messages')
      return signature
    },
    async sendTransfer() {
      throw notSupported('Sending')
    },
    async waitForTransaction() {
      throw notSupported('Reading transactions')
    },
    request({ method, params, network }) {
      return connected().provider.request({
        method,
        params,
        ...(network ? { chainId: network.caipNetworkId } : {}),
      })
    },
  }
}
