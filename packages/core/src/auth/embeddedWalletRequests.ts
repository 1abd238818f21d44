import type { RpcChainNamespace, UserRecord } from '@latch/frame-protocol'
import type { AuthProviderEvents } from '../adapters/chainAdapter.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { AuthConnector } from './authConnector.js'

export type AuthProviderEmit = <E extends keyof AuthProviderEvents>(
  event: E,
  ...args: Parameters<AuthProviderEvents[E]>
) => void

export type EmbeddedWalletRequestsParameters = {
  connector: AuthConnector
  namespace: RpcChainNamespace
  /** The site's networks: a switch goes only to one of them, with its RPC URL. */
  networks: readonly CaipNetwork[]
  /** Tells the namespace's provider listeners of an EIP-1193 event. */
  emit: AuthProviderEmit
}

/** What one namespace's auth provider does once the embedded wallet has loaded. */
export type EmbeddedWalletRequests = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  disconnect(): Promise<void>
  /** The frame's session changed: reads the user again and reports what changed. */
  refresh(): Promise<void>
}

type Account = { address: string; chainId: string }

/** `eip155:137`, from what the frame writes: `'eip155:137'`, `137`, `'137'` or `'0x89'`. */
function toCaipChainId(chainId: string | number, namespace: RpcChainNamespace): string {
  const text = String(chainId)
  if (text.includes(':')) return text
  return `${namespace}:${/^0x/i.test(text) ? Number.parseInt(text, 16) : text}`
}

/** The EIP-1193 form of an eip155 chain id: `'0x89'`. */
function toHexChainId(caipChainId: string): string {
  return `0x${Number(caipChainId.split(':')[1]).toString(16)}`
}

function requestedChainId(params: unknown): string | undefined {
  const [first] = Array.isArray(params) ? params : []
  const chainId = (first as { chainId?: unknown } | undefined)?.chainId
  return typeof chainId === 'string' || typeof chainId === 'number' ? String(chainId) : undefined
}

/**
 * The EIP-1193 methods of the embedded wallet on one namespace, over the auth connector:
 * `eth_requestAccounts` reads the signed-in user (no prompt: the login was the prompt);
 * `eth_accounts` first asks whether a session exists, so that a reload restores it without one;
 * `eth_chainId` and `wallet_switchEthereumChain` follow the wallet's chain; every other
 * method (personal_sign, eth_signTypedData_v4, eth_sendTransaction, reads...) becomes an RPC
 * request to the frame on the current chain. `disconnect()` signs out.
 */
export function createEmbeddedWalletRequests({
  connector,
  namespace,
  networks,
  emit,
}: EmbeddedWalletRequestsParameters): EmbeddedWalletRequests {
  let account: Account | undefined

  const networkOf = (caipChainId: string) =>
    networks.find((network) => network.caipNetworkId === caipChainId)
  const rpcUrlOf = (caipChainId: string) => networkOf(caipChainId)?.rpcUrls.default.http[0]

  function remember(user: UserRecord): Account {
    account = { address: user.address, chainId: toCaipChainId(user.chainId, namespace) }
    return account
  }

  async function chainId(): Promise<string> {
    return account?.chainId ?? toCaipChainId(await connector.getChainId(), namespace)
  }

  async function switchChain(params: unknown): Promise<null> {
    const requested = requestedChainId(params)
    const target = requested === undefined ? undefined : toCaipChainId(requested, namespace)
    if (!target || !networkOf(target)) throw new InternalError('CHAIN_NOT_SUPPORTED')
    await connector.switchNetwork(target, rpcUrlOf(target))
    const changed = account && account.chainId !== target
    if (account) account = { ...account, chainId: target }
    if (changed) emit('chainChanged', toHexChainId(target))
    return null
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const current = await chainId()
    const rpcUrl = rpcUrlOf(current)
    return connector.request({
      method,
      params,
      chainNamespace: namespace,
      chainId: current,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
    } as Parameters<AuthConnector['request']>[0])
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
          return [remember(await connector.getUser()).address]
        case 'eth_accounts': {
          if (account) return [account.address]
          if (!(await connector.isConnected())) return []
          return [remember(await connector.getUser()).address]
        }
        case 'eth_chainId':
          return toHexChainId(await chainId())
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        default:
          return rpc(method, params)
      }
    },
    async disconnect() {
      account = undefined
      await connector.signOut()
    },
    async refresh() {
      const before = account
      if (!before) return
      let user: UserRecord | undefined
      try {
        user = (await connector.isConnected()) ? await connector.getUser() : undefined
      } catch {
        // The session cannot be read: it is as good as gone.
      }
      if (!user) {
        account = undefined
        emit('disconnect', new ConnectionError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'))
        return
      }
      const after = remember(user)
      if (after.address !== before.address) emit('accountsChanged', [after.address])
      if (after.chainId !== before.chainId) emit('chainChanged', toHexChainId(after.chainId))
    },
  }
}
