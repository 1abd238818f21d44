import type { AuthAccount, AuthRequestArguments } from '../adapters/chainAdapter.js'
import {
  type AuthProviderTarget,
  createAuthProvider,
  type LazyAuthProvider,
} from '../auth/authProvider.js'
import { eip1193Request, toHexChainId } from '../auth/eip1193Requests.js'
import { parseCaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { WalletConnectSession } from './walletConnectClient.js'
import type { WalletConnectLink } from './walletConnectLink.js'
import {
  openWalletForRequest,
  type WalletRequestDeepLinkParameters,
} from './walletRequestDeepLink.js'

export type WalletConnectProviderParameters = {
  namespace: ChainNamespace
  /** The site's networks: a switch goes only to one of them the session approved. */
  networks: readonly CaipNetwork[]
  link: WalletConnectLink
  /**
   * Where the visitor's wallet choice (`deepLinkChoice`) is kept: each request opens that
   * wallet, and the choice ends with the session. Without it, nothing is opened.
   */
  deepLinks?: WalletRequestDeepLinkParameters | undefined
}

/** The approved accounts of `namespace` in `session`, each with its chain. */
function accountsOf(session: WalletConnectSession | undefined, namespace: ChainNamespace) {
  return (session?.accounts[namespace] ?? []).map((caipAddress) => {
    const { reference, address } = parseCaipAddress(caipAddress)
    return { address, caipNetworkId: `${namespace}:${reference}` as CaipNetworkId }
  })
}

/**
 * WalletConnect as one namespace's wallet, in the contract of `AuthProvider` (chainAdapter.ts)
 * that the adapters already connect for the embedded wallet: `connect()` reads the account the
 * session approved on this namespace (approving the pairing was the prompt), `reconnect()`
 * restores the session the relay kept, `switchNetwork()` moves to another chain the session
 * approved, requests go to the wallet over the session on the current chain (or the one they
 * name), and `disconnect()` ends the session on both sides. eip155 also speaks EIP-1193's
 * account and chain methods, so that an EVM adapter uses it as any EIP-1193 provider.
 *
 * @example
 * const provider = createWalletConnectProvider({ namespace: 'eip155', networks, link })
 * await provider.request({ method: 'personal_sign', params: [message, address] })
 */
export function createWalletConnectProvider(
  parameters: WalletConnectProviderParameters,
): LazyAuthProvider {
  const provider: LazyAuthProvider = createAuthProvider(parameters.namespace, async () => target)
  const target = createWalletConnectTarget({ ...parameters, emit: provider.emit })
  return provider
}

/**
 * What {@link createWalletConnectProvider} forwards to, told how to reach its listeners: the
 * client makes the provider at once (its shell is the embedded wallet's, `authProvider.ts`)
 * and this part when the provider is first used, from a chunk of its own.
 */
export function createWalletConnectTarget({
  namespace,
  networks,
  link,
  deepLinks,
  emit,
}: WalletConnectProviderParameters & { emit: LazyAuthProvider['emit'] }): AuthProviderTarget {
  let account: AuthAccount | undefined
  let following: Promise<void> | undefined

  function pick(
    session: WalletConnectSession | undefined,
    network?: CaipNetworkId,
  ): AuthAccount | undefined {
    const approved = accountsOf(session, namespace)
    return approved.find((candidate) => candidate.caipNetworkId === network) ?? approved[0]
  }

  function announceNetwork(caipNetworkId: CaipNetworkId) {
    emit('networkChanged', caipNetworkId)
    if (namespace === 'eip155') emit('chainChanged', toHexChainId(caipNetworkId))
  }

  /** Hears the client's session events once a session is in use on this namespace. */
  function follow(): Promise<void> {
    following ??= link.client().then((client) => {
      client.on('sessionChanged', (session) => {
        link.update(session)
        const before = account
        if (!before) return
        const after = pick(session, before.caipNetworkId)
        if (!after) return
        account = after
        if (after.address !== before.address) emit('accountsChanged', [after.address])
        if (after.caipNetworkId !== before.caipNetworkId) announceNetwork(after.caipNetworkId)
      })
      client.on('chainChanged', (chainId) => {
        if (!account || !chainId.startsWith(`${namespace}:`)) return
        if (account.caipNetworkId === chainId) return
        account = { ...account, caipNetworkId: chainId }
        announceNetwork(chainId)
      })
      client.on('sessionEnded', () => {
        link.update(undefined)
        deepLinks?.storage.remove('deepLinkChoice')
        if (!account) return
        account = undefined
        emit('disconnect', new ConnectionError('FAILED_TO_CONNECT'))
      })
    })
    return following
  }

  async function connect(parameters: { network?: CaipNetworkId | undefined } = {}) {
    const found = pick(link.session(), parameters.network)
    if (!found) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'no session account' })
    await follow()
    account = found
    return found
  }

  async function reconnect(): Promise<AuthAccount | undefined> {
    if (account) return account
    const found = pick(await link.restore())
    if (!found) return undefined
    await follow()
    account = found
    return found
  }

  async function switchNetwork(target: CaipNetworkId): Promise<void> {
    const approved = accountsOf(link.session(), namespace).find(
      (candidate) => candidate.caipNetworkId === target,
    )
    if (!approved || !networks.some((network) => network.caipNetworkId === target)) {
      throw new InternalError('CHAIN_NOT_SUPPORTED')
    }
    const changed = account?.caipNetworkId !== target
    account = approved
    if (changed) announceNetwork(target)
  }

  async function currentNetwork(): Promise<CaipNetworkId> {
    const network = account?.caipNetworkId ?? pick(link.session())?.caipNetworkId
    if (!network) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'no session' })
    return network
  }

  async function forward({ method, params, chainId }: AuthRequestArguments) {
    const client = await link.client()
    const request = {
      chainId: chainId ?? (await currentNetwork()),
      method,
      ...(params === undefined ? {} : { params }),
    }
    if (!deepLinks) return client.request(request)
    return client.request(request, { onSent: (sent) => openWalletForRequest(deepLinks, sent) })
  }

  return {
    connect,
    reconnect,
    switchNetwork,
    request: (args) =>
      (namespace === 'eip155'
        ? eip1193Request({ connect, reconnect, switchNetwork, currentNetwork }, args)
        : undefined) ?? forward(args),
    async disconnect() {
      account = undefined
      deepLinks?.storage.remove('deepLinkChoice')
      if (!link.session()) return
      link.update(undefined)
      await (await link.client()).disconnect()
    },
  }
}
