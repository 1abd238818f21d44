import {
  classifyRpcMethod,
  type EmbeddedAccountType,
  type RpcChainNamespace,
  type RpcRequestPayload,
  type UserRecord,
} from '@latch/frame-protocol'
import type {
  AuthAccount,
  AuthProviderEvents,
  AuthRequestArguments,
} from '../adapters/chainAdapter.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { asProviderRejection } from '../errors/providerRpcError.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { AuthConnector } from './authConnector.js'
import type { AuthProviderTarget } from './authProvider.js'
import { checkedAnswer } from './checkedAnswer.js'
import { eip1193Request, toHexChainId } from './eip1193Requests.js'
import { smartAccountsEnabledOn } from './smartAccountNetworks.js'
import type { ApproveWalletRequest } from './walletRequestApproval.js'

export type AuthProviderEmit = <E extends keyof AuthProviderEvents>(
  event: E,
  ...args: Parameters<AuthProviderEvents[E]>
) => void

export type EmbeddedWalletRequestsParameters = {
  connector: AuthConnector
  namespace: RpcChainNamespace
  /** The site's networks: a switch goes only to one of them, with its RPC URL. */
  networks: readonly CaipNetwork[]
  /** Where the last used chain and the saved connections are (the network to start on). */
  storage: LatchStorage
  /** Tells the namespace's provider listeners of an event. */
  emit: AuthProviderEmit
  /** Ends the frame's session, once for every namespace signing out together. */
  signOut?: () => Promise<void>
  /**
   * Takes a signing request through the client's wallet-request machine (ApproveTransaction)
   * to the frame; without it the request goes straight to the frame, which still asks.
   */
  approve?: ApproveWalletRequest | undefined
}

/** What one namespace's auth provider does once the embedded wallet has loaded. */
export type EmbeddedWalletRequests = AuthProviderTarget & {
  /** The frame's session changed: reads the user again and reports what changed. */
  refresh(): Promise<void>
  /**
   * Signs with the account of `type` from now on (the smart account, or the key that owns
   * it): the frame switches and keeps the choice, and a changed address is reported as
   * `accountsChanged`.
   */
  setAccountType(type: EmbeddedAccountType): Promise<void>
}

/** `eip155:137`, from what the frame writes: `'eip155:137'`, `137`, `'137'` or `'0x89'`. */
function toCaipChainId(chainId: string | number, namespace: RpcChainNamespace): CaipNetworkId {
  const text = String(chainId)
  if (text.includes(':')) return text as CaipNetworkId
  return `${namespace}:${/^0x/i.test(text) ? Number.parseInt(text, 16) : text}`
}

/**
 * The embedded wallet on one namespace, over the auth connector (see `AuthProvider` in
 * `chainAdapter.ts`): `connect()` reads the signed-in user on a network of this namespace (no
 * prompt: the login was the prompt) and `reconnect()` first asks whether a session exists, so
 * that a reload restores it without one; `switchNetwork()` moves the frame to one of the site's
 * networks; every request becomes an RPC request to the frame on the current network (or the
 * one it names), with that network's RPC URL, a signing one through `approve`. eip155 also speaks EIP-1193's account and chain
 * methods. `disconnect()` signs out.
 *
 * The frame keeps one current chain for the whole session, so each namespace names its own
 * network in every request: the one it is on, else the last used one when it is of this
 * namespace, the frame's when it is, the network of this namespace's saved AUTH connection, or
 * the site's first network of the namespace.
 */
export function createEmbeddedWalletRequests({
  connector,
  namespace,
  networks,
  storage,
  emit,
  signOut = () => connector.signOut(),
  approve,
}: EmbeddedWalletRequestsParameters): EmbeddedWalletRequests {
  let account: AuthAccount | undefined

  const networkOf = (caipNetworkId: string) =>
    networks.find((network) => network.caipNetworkId === caipNetworkId)
  const rpcUrlOf = (caipNetworkId: string) => networkOf(caipNetworkId)?.rpcUrls.default.http[0]
  const ofNamespace = (chainId: string | number | undefined): CaipNetworkId | undefined => {
    if (chainId === undefined) return undefined
    const caipNetworkId = toCaipChainId(chainId, namespace)
    return caipNetworkId.startsWith(`${namespace}:`) ? caipNetworkId : undefined
  }

  /** The network to read the user on when this namespace is on none yet. */
  async function startingNetwork(): Promise<CaipNetworkId> {
    const saved = storage
      .get('connections')
      ?.[namespace]?.find((connection) => connection.connectorId === AUTH_CONNECTOR_ID)?.network
    const found =
      ofNamespace(storage.get('lastUsedChainId')) ??
      ofNamespace(await connector.getChainId()) ??
      ofNamespace(saved) ??
      networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId
    if (!found) throw new InternalError('CHAIN_NOT_SUPPORTED')
    return found
  }

  function remember(user: UserRecord): AuthAccount {
    account = { address: user.address, caipNetworkId: toCaipChainId(user.chainId, namespace) }
    if (user.accounts?.length) {
      // The account the wallet signs with first, then the user's others (SPEC.md §3 "User
      // record": on a chain with smart accounts, the smart account and the key that owns it).
      const same = (entry: { address: string }) =>
        entry.address.toLowerCase() === user.address.toLowerCase()
      const active = user.accounts.find(same) ?? {
        address: user.address,
        type: user.preferredAccountType ?? 'eoa',
      }
      // A smart account to switch to only where the project offers them (SPEC.md §4): the
      // account the frame signs with is always listed.
      const offered = (entry: { type: string }) =>
        entry.type !== 'smartAccount' ||
        smartAccountsEnabledOn(storage, account?.caipNetworkId ?? '')
      account.accounts = [
        active,
        ...user.accounts.filter((entry) => !same(entry) && offered(entry)),
      ]
    }
    return account
  }

  function announceNetwork(caipNetworkId: CaipNetworkId) {
    emit('networkChanged', caipNetworkId)
    if (namespace === 'eip155') emit('chainChanged', toHexChainId(caipNetworkId))
  }

  async function connect(parameters: { network?: CaipNetworkId | undefined } = {}) {
    const network = parameters.network ?? account?.caipNetworkId ?? (await startingNetwork())
    return remember(await connector.getUser(network))
  }

  async function reconnect(): Promise<AuthAccount | undefined> {
    if (account) return account
    if (!(await connector.isConnected())) return undefined
    return connect()
  }

  async function switchNetwork(target: CaipNetworkId): Promise<void> {
    if (!target.startsWith(`${namespace}:`) || !networkOf(target)) {
      throw new InternalError('CHAIN_NOT_SUPPORTED')
    }
    await connector.switchNetwork(target, rpcUrlOf(target))
    const changed = account && account.caipNetworkId !== target
    if (account) account = { ...account, caipNetworkId: target }
    if (changed) announceNetwork(target)
  }

  async function currentNetwork(): Promise<CaipNetworkId> {
    return account?.caipNetworkId ?? (await startingNetwork())
  }

  async function rpc({ method, params, chainId }: AuthRequestArguments): Promise<unknown> {
    const network = chainId ?? (await currentNetwork())
    const rpcUrl = rpcUrlOf(network)
    // The frame-protocol schema checks the params of the methods it knows (SPEC.md §3).
    const payload = {
      method,
      params,
      chainNamespace: namespace,
      chainId: network,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
    } as RpcRequestPayload
    // Signing and sending wait for the visitor, whose Approve is in the frame (SPEC.md §5).
    if (approve && classifyRpcMethod(method) === 'approval') {
      return approve({ method, send: (signal) => connector.request(payload, signal) }).catch(
        (error: unknown) => {
          throw asProviderRejection(error)
        },
      )
    }
    const answer = await connector.request(payload).catch((error: unknown) => {
      throw asProviderRejection(error)
    })
    return checkedAnswer(method, answer)
  }

  const wallet = {
    namespace,
    connect,
    reconnect,
    switchNetwork,
    async request(args: AuthRequestArguments) {
      const answered =
        namespace === 'eip155'
          ? eip1193Request({ connect, reconnect, switchNetwork, currentNetwork }, args)
          : undefined
      return answered ?? rpc(args)
    },
    async disconnect() {
      account = undefined
      await signOut()
    },
    async setAccountType(type: EmbeddedAccountType) {
      const before = account ?? (await reconnect())
      if (!before) throw new ConnectionError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      await connector.setPreferredAccount(type, before.address)
      await wallet.refresh()
    },
    async refresh() {
      const before = account
      if (!before) return
      let user: UserRecord | undefined
      try {
        user = (await connector.isConnected())
          ? await connector.getUser(before.caipNetworkId)
          : undefined
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
      if (after.caipNetworkId !== before.caipNetworkId) announceNetwork(after.caipNetworkId)
    },
  }
  return wallet
}
