import {
  type Address,
  type EIP1193Provider,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { DevnetChain } from './devnetInfo.js'
import { requestJsonRpc } from './jsonRpc.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

/** A chain the test wallet can sign for and read from. */
export type TestWalletChain = DevnetChain

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

type Listener = (payload: unknown) => void
type Params = readonly unknown[]
type CallsBatch = { readonly chainId: number; readonly rpcUrl: string; readonly hashes: Hex[] }
type TransactionFields = {
  readonly to?: unknown
  readonly data?: unknown
  readonly input?: unknown
  readonly value?: unknown
  readonly from?: unknown
  readonly gas?: unknown
  readonly nonce?: unknown
  readonly gasPrice?: unknown
  readonly maxFeePerGas?: unknown
  readonly maxPriorityFeePerGas?: unknown
  readonly chainId?: unknown
}

// Methods that ask the user something: `rejectNext()` without a method targets these.
const userApprovalMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

// Methods that need the site to be connected first (4100 otherwise).
const authorizedMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCapabilities',
])

// Reads (and raw sends) passed to the current chain's node unchanged.
const forwardedMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'web3_clientVersion',
])

const events = new Set(['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'])

function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(providerErrorCodes.invalidParams, message)
}

function objectParam(params: Params, index: number, what: string): Record<string, unknown> {
  const value = params[index]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams(`Expected ${what} as parameter ${index + 1}`)
  }
  return value as Record<string, unknown>
}

function parseChainIdHex(value: unknown): number {
  // EIP-3085 / EIP-3326: a 0x-prefixed hexadecimal string without leading zeros.
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is too large`)
  return chainId
}

function parseQuantity(name: string, value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidParams(`${name} must be a hexadecimal quantity, got ${JSON.stringify(value)}`)
  }
  return BigInt(value)
}

function parseData(value: unknown): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) {
    throw invalidParams(`data must be hexadecimal, got ${JSON.stringify(value)}`)
  }
  return value
}

function parseTo(value: unknown): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`to must be an address, got ${JSON.stringify(value)}`)
  }
  return value
}

function randomCallsId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function hasRequiredCapability(capabilities: unknown): boolean {
  if (typeof capabilities !== 'object' || capabilities === null) return false
  return Object.values(capabilities).some(
    (capability) =>
      !(typeof capability === 'object' && capability !== null && 'optional' in capability) ||
      capability.optional !== true,
  )
}

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
  const accounts: PrivateKeyAccount[] = [
    parameters.privateKey,
    ...(parameters.additionalPrivateKeys ?? []),
  ].map((privateKey) => privateKeyToAccount(privateKey))
  const chains = new Map<number, TestWalletChain>(
    parameters.chains.map((chain) => [chain.id, { ...chain }]),
  )
  const initialChainId = parameters.initialChainId ?? parameters.chains[0]?.id
  if (initialChainId === undefined) {
    throw new Error('createTestWallet needs at least one chain or an initialChainId')
  }
  const switchOnAddChain = parameters.switchOnAddChain ?? true

  let accountIndex = 0
  let chainId = initialChainId
  let authorized = false
  let disconnected = false
  const rejections: (string | undefined)[] = []
  const listeners = new Map<string, Set<Listener>>()
  const batches = new Map<string, CallsBatch>()
  // One prompt at a time, as in a real wallet: concurrent sends never race for a nonce.
  let sendQueue: Promise<unknown> = Promise.resolve()

  const currentAccount = (): PrivateKeyAccount => {
    const account = accounts[accountIndex]
    if (!account) throw new Error(`no account at index ${accountIndex}`)
    return account
  }

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        // A failing listener must not break the wallet, nor go unnoticed.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  const setChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    emit('chainChanged', numberToHex(id))
  }

  const currentChain = (): TestWalletChain => {
    const chain = chains.get(chainId)
    if (!chain) {
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The test wallet has no RPC for chain ${chainId}`,
      )
    }
    return chain
  }

  const rpc = (method: string, params: Params = []) =>
    requestJsonRpc(currentChain().rpcUrl, method, params)

  const requireOwnAddress = (value: unknown): void => {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
      throw invalidParams(`Expected an address, got ${JSON.stringify(value)}`)
    }
    if (!isAddressEqual(value, currentAccount().address)) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${value} is not the account connected to this site`,
      )
    }
  }

  const connectSite = (): Address[] => {
    if (disconnected) {
      disconnected = false
      emit('connect', { chainId: numberToHex(chainId) })
    }
    const address = currentAccount().address
    if (!authorized) {
      authorized = true
      emit('accountsChanged', [address])
    }
    return [address]
  }

  const permissions = () =>
    authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [currentAccount().address] }],
          },
        ]
      : []

  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const result = sendQueue.then(task)
    sendQueue = result.catch(() => undefined)
    return result
  }

  /** Fills what the dapp left out, signs with the local account, sends the raw transaction. */
  const sendTransaction = async (fields: TransactionFields): Promise<Hex> => {
    const account = currentAccount()
    if (fields.from !== undefined) requireOwnAddress(fields.from)
    if (
      fields.chainId !== undefined &&
      parseQuantity('chainId', fields.chainId) !== BigInt(chainId)
    ) {
      throw invalidParams(`chainId ${String(fields.chainId)} is not the wallet's chain ${chainId}`)
    }
    const to = parseTo(fields.to)
    const data = parseData(fields.data ?? fields.input)
    const value = parseQuantity('value', fields.value)
    const gasPrice = parseQuantity('gasPrice', fields.gasPrice)
    let maxFeePerGas = parseQuantity('maxFeePerGas', fields.maxFeePerGas)
    let maxPriorityFeePerGas = parseQuantity('maxPriorityFeePerGas', fields.maxPriorityFeePerGas)
    const call = {
      from: account.address,
      ...(to ? { to } : {}),
      ...(data ? { data } : {}),
      ...(value !== undefined ? { value: numberToHex(value) } : {}),
    }
    const nonce =
      parseQuantity('nonce', fields.nonce) ??
      BigInt((await rpc('eth_getTransactionCount', [account.address, 'pending'])) as Hex)
    const gas =
      parseQuantity('gas', fields.gas) ?? BigInt((await rpc('eth_estimateGas', [call])) as Hex)
    const common = {
      chainId,
      nonce: Number(nonce),
      gas,
      ...(to ? { to } : {}),
      ...(data ? { data } : {}),
      ...(value !== undefined ? { value } : {}),
    }

    let signed: Hex
    const block =
      gasPrice === undefined
        ? ((await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: Hex } | null)
        : null
    if (gasPrice !== undefined || !block?.baseFeePerGas) {
      const legacyGasPrice = gasPrice ?? BigInt((await rpc('eth_gasPrice')) as Hex)
      signed = await account.signTransaction({
        ...common,
        type: 'legacy',
        gasPrice: legacyGasPrice,
      })
    } else {
      maxPriorityFeePerGas ??= BigInt((await rpc('eth_maxPriorityFeePerGas')) as Hex)
      maxFeePerGas ??= BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
      signed = await account.signTransaction({
        ...common,
        type: 'eip1559',
        maxFeePerGas,
        maxPriorityFeePerGas,
      })
    }
    return (await rpc('eth_sendRawTransaction', [signed])) as Hex
  }

  const handlers: Record<string, (params: Params) => unknown> = {
    eth_accounts: () => (authorized ? [currentAccount().address] : []),
    eth_requestAccounts: () => connectSite(),
    wallet_requestPermissions: () => {
      connectSite()
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      if (authorized) {
        authorized = false
        emit('accountsChanged', [])
      }
      return null
    },
    eth_chainId: () => numberToHex(chainId),
    net_version: () => String(chainId),

    wallet_switchEthereumChain: (params) => {
      const id = parseChainIdHex(objectParam(params, 0, '{ chainId }').chainId)
      if (!chains.has(id)) {
        throw new ProviderRpcError(
          providerErrorCodes.unrecognizedChain,
          `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      setChain(id)
      return null
    },

    wallet_addEthereumChain: (params) => {
      const request = objectParam(params, 0, '{ chainId, chainName, rpcUrls }')
      const id = parseChainIdHex(request.chainId)
      const { chainName, rpcUrls } = request
      if (typeof chainName !== 'string' || chainName.trim() === '') {
        throw invalidParams('chainName must be a non-empty string')
      }
      const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//i.test(rpcUrl) || !URL.canParse(rpcUrl)) {
        throw invalidParams('rpcUrls must hold at least one http(s) URL')
      }
      if (!chains.has(id)) chains.set(id, { id, name: chainName, rpcUrl })
      if (switchOnAddChain) setChain(id)
      return null
    },

    personal_sign: (params) => {
      const [message, address] = params
      requireOwnAddress(address)
      if (typeof message !== 'string') throw invalidParams('personal_sign expects a message string')
      return currentAccount().signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    },

    eth_signTypedData_v4: async (params) => {
      const [address, typedData] = params
      requireOwnAddress(address)
      let definition: unknown = typedData
      if (typeof typedData === 'string') {
        try {
          definition = JSON.parse(typedData)
        } catch {
          throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
        }
      }
      if (
        typeof definition !== 'object' ||
        definition === null ||
        !('types' in definition) ||
        !('primaryType' in definition) ||
        !('message' in definition)
      ) {
        throw invalidParams('typed data needs types, primaryType, domain and message')
      }
      try {
        return await currentAccount().signTypedData(definition as TypedDataDefinition)
      } catch (error) {
        throw new ProviderRpcError(
          providerErrorCodes.invalidParams,
          `Cannot sign these typed data: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
    },

    eth_sendTransaction: (params) => {
      const fields = objectParam(params, 0, 'a transaction object')
      return serialized(() => sendTransaction(fields))
    },

    wallet_sendCalls: (params) => {
      const request = objectParam(params, 0, '{ version, chainId, calls }')
      const id = parseChainIdHex(request.chainId)
      if (!chains.has(id)) {
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedChainId,
          `The test wallet does not support chain ${request.chainId}`,
        )
      }
      if (id !== chainId) {
        throw invalidParams(`chainId ${request.chainId} is not the wallet's chain ${chainId}`)
      }
      if (request.from !== undefined) requireOwnAddress(request.from)
      if (request.atomicRequired === true) {
        throw new ProviderRpcError(
          providerErrorCodes.atomicityNotSupported,
          'The test wallet executes calls one after the other, never atomically',
        )
      }
      const { calls } = request
      if (!Array.isArray(calls) || calls.length === 0) {
        throw invalidParams('calls must be a non-empty array')
      }
      if (
        hasRequiredCapability(request.capabilities) ||
        calls.some((call: { capabilities?: unknown }) => hasRequiredCapability(call?.capabilities))
      ) {
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedNonOptionalCapability,
          'The test wallet supports no capabilities',
        )
      }
      const callsId = request.id === undefined ? randomCallsId() : request.id
      if (typeof callsId !== 'string' || callsId.length === 0 || callsId.length > 4096) {
        throw invalidParams('id must be a string of 1 to 4096 characters')
      }
      if (batches.has(callsId)) {
        throw new ProviderRpcError(
          providerErrorCodes.duplicateCallsId,
          `Calls id ${callsId} is taken`,
        )
      }
      const batch: CallsBatch = { chainId, rpcUrl: currentChain().rpcUrl, hashes: [] }
      batches.set(callsId, batch)
      return serialized(async () => {
        for (const call of calls as TransactionFields[]) {
          if (typeof call !== 'object' || call === null)
            throw invalidParams('each call is an object')
          batch.hashes.push(
            await sendTransaction({ to: call.to, data: call.data, value: call.value }),
          )
        }
        return { id: callsId }
      })
    },

    wallet_getCallsStatus: async (params) => {
      const [callsId] = params
      const batch = typeof callsId === 'string' ? batches.get(callsId) : undefined
      if (!batch) {
        throw new ProviderRpcError(
          providerErrorCodes.unknownCallsId,
          `Unknown calls id ${JSON.stringify(callsId)}`,
        )
      }
      const receipts = (await Promise.all(
        batch.hashes.map((hash) =>
          requestJsonRpc(batch.rpcUrl, 'eth_getTransactionReceipt', [hash]),
        ),
      )) as ({
        logs: { address: Address; data: Hex; topics: Hex[] }[]
        status: Hex
        blockHash: Hex
        blockNumber: Hex
        gasUsed: Hex
        transactionHash: Hex
      } | null)[]
      const mined = receipts.filter((receipt) => receipt !== null)
      const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
      // EIP-5792: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted.
      const status =
        mined.length < receipts.length
          ? 100
          : succeeded === mined.length
            ? 200
            : succeeded === 0
              ? 500
              : 600
      return {
        version: '2.0.0',
        id: callsId,
        chainId: numberToHex(batch.chainId),
        status,
        atomic: false,
        receipts: mined.map((receipt) => ({
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: receipt.status,
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          transactionHash: receipt.transactionHash,
        })),
      }
    },

    wallet_getCapabilities: (params) => {
      const [address, chainIds] = params
      requireOwnAddress(address)
      const ids = Array.isArray(chainIds) ? chainIds.map(parseChainIdHex) : [...chains.keys()]
      return Object.fromEntries(
        ids.map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
      )
    },
  }

  const takeRejection = (method: string) => {
    const index = rejections.findIndex((target) =>
      target === undefined ? userApprovalMethods.has(method) : target === method,
    )
    if (index === -1) return
    rejections.splice(index, 1)
    throw new ProviderRpcError(providerErrorCodes.userRejectedRequest, 'User rejected the request.')
  }

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
    if (authorizedMethods.has(method) && !authorized) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `Call eth_requestAccounts before ${method}`,
      )
    }
    takeRejection(method)
    return handler ? handler(params) : rpc(method, params)
  }

  const wallet = {
    request,
    on(event: string, listener: Listener) {
      if (!events.has(event)) return
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    rejectNext(method?: string) {
      rejections.push(method)
    },
    setChainId(id: number) {
      if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`${id} is not a chain id`)
      setChain(id)
    },
    setAccount(index: number) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`the wallet has accounts 0 to ${accounts.length - 1}, not ${index}`)
      }
      if (index === accountIndex) return
      accountIndex = index
      if (authorized) emit('accountsChanged', [currentAccount().address])
    },
    disconnect() {
      if (disconnected) return
      disconnected = true
      if (authorized) {
        authorized = false
        emit('accountsChanged', [])
      }
      emit(
        'disconnect',
        new ProviderRpcError(providerErrorCodes.disconnected, 'The user disconnected the wallet'),
      )
    },
    get address() {
      return currentAccount().address
    },
    get chainId() {
      return chainId
    },
  }
  // The implementation accepts every method and validates at run time; viem's types describe
  // the subset of the protocol that dapps call with known shapes.
  return wallet as unknown as TestWallet
}
