import { isAddress, isAddressEqual, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { requestJsonRpc } from './jsonRpc.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { invalidParams, type Params } from './requestParams.js'
import type { WalletEvents } from './walletEvents.js'

/** A chain the EVM test wallet knows: reads and raw transactions go to its `rpcUrl`. */
export type TestWalletChain = {
  readonly id: number
  readonly name: string
  readonly rpcUrl: string
}

/**
 * What one wallet knows and the site it serves may see: its accounts and chains, the
 * selected account and chain, and whether the site is connected. The handlers share it.
 */
export type WalletSession = {
  readonly accounts: readonly PrivateKeyAccount[]
  readonly chains: Map<number, TestWalletChain>
  readonly events: WalletEvents
  accountIndex: number
  chainId: number
  authorized: boolean
  disconnected: boolean
  /** The selected account. */
  currentAccount(): PrivateKeyAccount
  /** The chain the wallet is on, or 4901 when the wallet has no RPC for it. */
  currentChain(): TestWalletChain
  /** Sends a request to the current chain's node. */
  rpc(method: string, params?: Params): Promise<unknown>
  /** -32602 unless `value` is an address, 4100 unless it is the selected account. */
  requireOwnAddress(value: unknown): void
  /** Puts the wallet on chain `id`, emitting `chainChanged` when it changes. */
  setChain(id: number): void
}

/**
 * Where a wallet keeps its grant to the site across page loads, as browser wallets keep
 * their per-origin permissions (so a reload reconnects without a prompt).
 */
export type SiteGrantStore = {
  load(): boolean
  save(granted: boolean): void
}

export type CreateWalletSessionParameters = {
  readonly accounts: readonly PrivateKeyAccount[]
  readonly chains: Map<number, TestWalletChain>
  readonly chainId: number
  readonly events: WalletEvents
  readonly grantStore?: SiteGrantStore | undefined
}

/**
 * A session on `chainId` with the first account selected; the site is connected only if the
 * grant store remembers it.
 */
export function createWalletSession(parameters: CreateWalletSessionParameters): WalletSession {
  const { accounts, chains, events, grantStore } = parameters
  let authorized = grantStore?.load() ?? false
  const session: WalletSession = {
    accounts,
    chains,
    events,
    accountIndex: 0,
    chainId: parameters.chainId,
    get authorized() {
      return authorized
    },
    set authorized(granted) {
      authorized = granted
      grantStore?.save(granted)
    },
    disconnected: false,

    currentAccount() {
      const account = accounts[session.accountIndex]
      if (!account) throw new Error(`no account at index ${session.accountIndex}`)
      return account
    },

    currentChain() {
      const chain = chains.get(session.chainId)
      if (!chain) {
        throw new ProviderRpcError(
          providerErrorCodes.chainDisconnected,
          `The test wallet has no RPC for chain ${session.chainId}`,
        )
      }
      return chain
    },

    rpc: (method, params = []) => requestJsonRpc(session.currentChain().rpcUrl, method, params),

    requireOwnAddress(value) {
      if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
        throw invalidParams(`Expected an address, got ${JSON.stringify(value)}`)
      }
      if (!isAddressEqual(value, session.currentAccount().address)) {
        throw new ProviderRpcError(
          providerErrorCodes.unauthorized,
          `${value} is not the account connected to this site`,
        )
      }
    },

    setChain(id) {
      if (id === session.chainId) return
      session.chainId = id
      events.emit('chainChanged', numberToHex(id))
    },
  }
  return session
}
