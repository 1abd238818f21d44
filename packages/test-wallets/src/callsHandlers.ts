import { type Address, type Hex, numberToHex } from 'viem'
import { requestJsonRpc } from './jsonRpc.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { invalidParams, objectParam, parseChainIdHex } from './requestParams.js'
import type { TransactionFields, TransactionSender } from './transactionHandlers.js'
import type { RpcHandlers } from './walletMethods.js'
import type { WalletSession } from './walletSession.js'

type CallsBatch = { readonly chainId: number; readonly rpcUrl: string; readonly hashes: Hex[] }

type TransactionReceipt = {
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
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
 * EIP-5792: `wallet_sendCalls` sends the calls one after the other (never atomically, and
 * with no capabilities), `wallet_getCallsStatus` reports them from their receipts.
 */
export function callsHandlers(session: WalletSession, sender: TransactionSender): RpcHandlers {
  const batches = new Map<string, CallsBatch>()

  return {
    wallet_sendCalls: (params) => {
      const request = objectParam(params, 0, '{ version, chainId, calls }')
      const id = parseChainIdHex(request.chainId)
      if (!session.chains.has(id)) {
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedChainId,
          `The test wallet does not support chain ${request.chainId}`,
        )
      }
      if (id !== session.chainId) {
        throw invalidParams(
          `chainId ${request.chainId} is not the wallet's chain ${session.chainId}`,
        )
      }
      if (request.from !== undefined) session.requireOwnAddress(request.from)
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
      const batch: CallsBatch = {
        chainId: session.chainId,
        rpcUrl: session.currentChain().rpcUrl,
        hashes: [],
      }
      batches.set(callsId, batch)
      return sender.serialized(async () => {
        for (const call of calls as TransactionFields[]) {
          if (typeof call !== 'object' || call === null)
            throw invalidParams('each call is an object')
          batch.hashes.push(await sender.send({ to: call.to, data: call.data, value: call.value }))
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
      )) as (TransactionReceipt | null)[]
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
      session.requireOwnAddress(address)
      // EIP-5792 v2: `{ [chainIdHex]: { atomic: { status } } }`, only for chains the wallet
      // can send on; a chain it does not know has no entry (as browser wallets answer).
      const ids = Array.isArray(chainIds)
        ? chainIds.map(parseChainIdHex).filter((id) => session.chains.has(id))
        : [...session.chains.keys()]
      return Object.fromEntries(
        ids.map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
      )
    },
  }
}
