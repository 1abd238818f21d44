import type { Address, EIP1193Provider, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { callsHandlers } from './callsHandlers.js'
import { chainHandlers } from './chainHandlers.js'
import { checkAccountIndex } from './checkAccountIndex.js'
import { connectionHandlers } from './connectionHandlers.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { createRejectionQueue } from './rejectionQueue.js'
import { type RememberSite, siteGrant } from './rememberSite.js'
import { invalidParams } from './requestParams.js'
import { signingHandlers } from './signingHandlers.js'
import { createTransactionSender, transactionHandlers } from './transactionHandlers.js'
import { createWalletEvents } from './walletEvents.js'
import {
  authorizedMethods,
  forwardedMethods,
  type RpcHandlers,
  userApprovalMethods,
} from './walletMethods.js'
import { createWalletSession, type TestWalletChain } from './walletSession.js'

export type { TestWalletChain } from './walletSession.js'

export type CreateTestWalletParameters = {
  /** The wallet's first account (index 0), e.g. `devAccounts[0].privateKey`. */
  readonly privateKey: Hex
  /** More accounts, reachable with `setAccount(1)`, `setAccount(2)` … */
  readonly additionalPrivateKeys?: readonly Hex[]
  /** The chains the wallet knows from the start; `wallet_addEthereumChain` adds more. */
  readonly chains: readonly TestWalletChain[]
  /** The chain the wallet is on at first; the first of `chains` when omitted. */
  readonly initialChainId?: number
  /**
   * Whether `wallet_addEthereumChain` also switches to the chain, as MetaMask does once the
   * user accepts (dapps such as wagmi's connectors expect it). Default `true`.
   */
  readonly switchOnAddChain?: boolean
  /**
   * Remembers the site's grant in `storage` under `key` (e.g. `localStorage`), so that after
   * a reload `eth_accounts` answers as a browser wallet would. Forgotten by default.
   */
  readonly rememberSite?: RememberSite
}

/** What tests (never dapps) use to steer the wallet as its user would. */
export type TestWalletControls = {
  /**
   * The next request of `method` fails with 4001 (user rejected), as if the user clicked
   * "Reject". Without a method, the next request that asks the user anything (connect, sign,
   * send, switch or add a chain) does. Calls queue up.
   */
  rejectNext(method?: string): void
  /** Puts the wallet on chain `chainId`, even one it has no RPC for, and emits `chainChanged`. */
  setChainId(chainId: number): void
  /** Selects the wallet's account `index` and emits `accountsChanged` to a connected dapp. */
  setAccount(index: number): void
  /** The user disconnects the site: emits `accountsChanged([])` and `disconnect` (4900). */
  disconnect(): void
  /** The selected account. */
  readonly address: Address
  /** The chain the wallet is on. */
  readonly chainId: number
}

/** An EIP-1193 provider backed by real keys and real chains, with {@link TestWalletControls}. */
export type TestWallet = EIP1193Provider & TestWalletControls

/**
 * A real EIP-1193 wallet for tests and the demo: a viem local account signs messages, typed
 * data and transactions; reads and raw transactions go to the current chain's RPC with
 * `fetch`. It speaks EIP-1193 (events, `{ code, message }` errors), EIP-3085 / EIP-3326
 * (add and switch chains) and EIP-5792 (`wallet_sendCalls`, executed one call after the
 * other), and it has {@link TestWalletControls} to play the user. Browser-safe: no Node APIs.
 *
 * @example
 * const wallet = createTestWallet({ privateKey: devAccounts[0].privateKey, chains: devnet.chains })
 * await wallet.request({ method: 'eth_requestAccounts' }) // ['0xf39F…']
 * wallet.rejectNext('personal_sign') // the next signature request fails with 4001
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const accounts = [parameters.privateKey, ...(parameters.additionalPrivateKeys ?? [])].map(
    (privateKey) => privateKeyToAccount(privateKey),
  )
  const chains = new Map<number, TestWalletChain>(
    parameters.chains.map((chain) => [chain.id, { ...chain }]),
  )
  const initialChainId = parameters.initialChainId ?? parameters.chains[0]?.id
  if (initialChainId === undefined) {
    throw new Error('createTestWallet needs at least one chain or an initialChainId')
  }
  const switchOnAddChain = parameters.switchOnAddChain ?? true

  const events = createWalletEvents()
  const grant = siteGrant(parameters.rememberSite)
  const session = createWalletSession({
    accounts,
    chains,
    chainId: initialChainId,
    events,
    grantStore: {
      load: () => grant.load() === 'granted',
      save: (granted) => grant.save(granted ? 'granted' : undefined),
    },
  })
  const sender = createTransactionSender(session)
  const handlers: RpcHandlers = {
    ...connectionHandlers(session),
    ...chainHandlers(session, { switchOnAddChain }),
    ...signingHandlers(session),
    ...transactionHandlers(sender),
    ...callsHandlers(session, sender),
  }
  const rejections = createRejectionQueue(userApprovalMethods)

  const request = async (args: unknown): Promise<unknown> => {
    if (typeof args !== 'object' || args === null || !('method' in args)) {
      throw new ProviderRpcError(
        providerErrorCodes.invalidRequest,
        'request expects { method: string, params?: unknown[] }',
      )
    }
    const { method } = args
    const params = 'params' in args && args.params !== undefined ? args.params : []
    if (typeof method !== 'string') {
      throw new ProviderRpcError(providerErrorCodes.invalidRequest, 'method must be a string')
    }
    if (!Array.isArray(params)) throw invalidParams(`${method} expects params as an array`)
    const handler = handlers[method]
    if (!handler && !forwardedMethods.has(method)) {
      throw new ProviderRpcError(
        providerErrorCodes.unsupportedMethod,
        `The test wallet does not support ${method}`,
      )
    }
    if (authorizedMethods.has(method) && !session.authorized) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `Call eth_requestAccounts before ${method}`,
      )
    }
    rejections.take(method)
    return handler ? handler(params) : session.rpc(method, params)
  }

  const wallet = {
    request,
    on: events.on,
    removeListener: events.removeListener,
    rejectNext: rejections.push,
    setChainId(id: number) {
      if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`${id} is not a chain id`)
      session.setChain(id)
    },
    setAccount(index: number) {
      checkAccountIndex(index, accounts.length)
      if (index === session.accountIndex) return
      session.accountIndex = index
      if (session.authorized) events.emit('accountsChanged', [session.currentAccount().address])
    },
    disconnect() {
      if (session.disconnected) return
      session.disconnected = true
      if (session.authorized) {
        session.authorized = false
        events.emit('accountsChanged', [])
      }
      events.emit(
        'disconnect',
        new ProviderRpcError(providerErrorCodes.disconnected, 'The user disconnected the wallet'),
      )
    },
    get address(): Address {
      return session.currentAccount().address
    },
    get chainId() {
      return session.chainId
    },
  }
  // The implementation accepts every method and validates at run time; viem's types describe
  // the subset of the protocol that dapps call with known shapes.
  return wallet as unknown as TestWallet
}
