import type { EmbeddedAccountType } from '@latch/frame-protocol'
import {
  type Address,
  concat,
  createWalletClient,
  type Hex,
  http,
  size,
  slice,
  type TransactionReceipt,
  toHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { AuthError } from '../auth/authError.js'
import type { ChainClient } from '../chains/chainClient.js'
import type { SmartAccounts } from '../smartAccounts/smartAccounts.js'
import type { SendCallsRequest } from './sendCallsRequest.js'

/** ERC-5792 v2.0.0's `wallet_getCallsStatus` answer. */
export type CallsStatus = {
  version: '2.0.0'
  id: string
  /** Hex. */
  chainId: Hex
  atomic: boolean
  /** 100 pending, 200 confirmed, 500 reverted, 600 partly reverted (one by one only). */
  status: 100 | 200 | 500 | 600
  receipts?: {
    logs: { address: Address; data: Hex; topics: readonly Hex[] }[]
    status: '0x1' | '0x0'
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

/** ERC-5792's capabilities of one chain for the wallet's account there. */
export type AccountCapabilities = {
  atomic: { status: 'supported' | 'unsupported' }
  assetDiscovery: { supported: true }
}

/**
 * What each account can do (ERC-5792): the smart account runs a batch as one user operation,
 * all or nothing; the key's account sends the calls one by one. `paymasterService` is not
 * offered: it means the wallet calls a paymaster URL the app names, and the server never
 * fetches a URL a page chose (the smart account's operations are sponsored by its own
 * paymaster anyway). Both accounts answer ERC-7811 `wallet_getAssets` (walletAssets.ts), which
 * that ERC says a wallet announces here on every chain.
 */
export function capabilitiesOf(type: EmbeddedAccountType): AccountCapabilities {
  return {
    atomic: { status: type === 'smartAccount' ? 'supported' : 'unsupported' },
    assetDiscovery: { supported: true },
  }
}

const hashSize = 32

/**
 * Sends `request`'s calls: the smart account's as ONE user operation (the id is its
 * userOpHash), the key's account's one transaction after the other (the id is their hashes
 * end to end), refused when the app requires atomicity (ERC-5792 5760) or a capability.
 */
export async function sendCalls({
  request,
  type,
  chainId,
  owner,
  client,
  smartAccounts,
}: {
  request: SendCallsRequest
  type: EmbeddedAccountType
  chainId: string
  owner: PrivateKeyAccount
  client: ChainClient
  smartAccounts: SmartAccounts
}): Promise<{ id: Hex }> {
  const [capability] = request.requiredCapabilities
  if (capability !== undefined) throw new AuthError('UNSUPPORTED_CAPABILITY', { capability })
  if (type === 'smartAccount') {
    return { id: await smartAccounts.sendCalls(chainId, owner, request.calls) }
  }
  if (request.atomicRequired && request.calls.length > 1) {
    throw new AuthError('ATOMICITY_NOT_SUPPORTED')
  }
  const wallet = createWalletClient({
    account: owner,
    chain: client.chain,
    transport: http(client.chain.rpcUrls.default.http[0]),
  })
  const hashes: Hex[] = []
  for (const call of request.calls) {
    hashes.push(
      await wallet.sendTransaction({
        to: call.to,
        value: call.value,
        ...(call.data === undefined ? {} : { data: call.data }),
      }),
    )
  }
  return { id: concat(hashes) }
}

const receiptOf = (receipt: TransactionReceipt) => ({
  logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: receipt.status === 'success' ? ('0x1' as const) : ('0x0' as const),
  blockHash: receipt.blockHash,
  blockNumber: toHex(receipt.blockNumber),
  gasUsed: toHex(receipt.gasUsed),
  transactionHash: receipt.transactionHash,
})

/**
 * `wallet_getCallsStatus` (its only parameter is the id): on the chain this process sent the
 * operation on, else on `chainId` (the session's); a user operation's receipt from the bundler
 * (pending while the bundler holds it), else the key account's transactions from the chain.
 *
 * @throws {AuthError} "Unknown bundle id" (ERC-5792 5730) when neither knows the id.
 */
export async function callsStatus({
  id,
  chainId: sessionChainId,
  clientOf,
  smartAccounts,
}: {
  id: unknown
  chainId: string
  clientOf: (chainId: string) => ChainClient
  smartAccounts: SmartAccounts
}): Promise<CallsStatus> {
  if (typeof id !== 'string' || !/^0x([0-9a-fA-F]{64})+$/.test(id)) {
    throw new AuthError('UNKNOWN_BUNDLE')
  }
  const chainId = smartAccounts.sentOn(id as Hex) ?? sessionChainId
  const client = clientOf(chainId)
  const base = { version: '2.0.0' as const, id, chainId: toHex(client.chain.id) }
  const hex = id as Hex
  if (size(hex) === hashSize && smartAccounts.enabled(chainId)) {
    const operation = await smartAccounts.receiptOf(chainId, hex)
    if (operation) {
      return {
        ...base,
        atomic: true,
        status: operation.success ? 200 : 500,
        receipts: [
          {
            ...receiptOf(operation.receipt),
            logs: operation.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: operation.success ? '0x1' : '0x0',
            gasUsed: toHex(operation.actualGasUsed),
          },
        ],
      }
    }
    if (await smartAccounts.isPending(chainId, hex)) return { ...base, atomic: true, status: 100 }
  }
  const hashes = Array.from({ length: size(hex) / hashSize }, (_, index) =>
    slice(hex, index * hashSize, (index + 1) * hashSize),
  )
  const receipts = await Promise.all(
    hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
  )
  const atomic = hashes.length === 1
  if (receipts.every((receipt) => receipt !== undefined)) {
    const reverted = receipts.filter((receipt) => receipt.status !== 'success').length
    return {
      ...base,
      atomic,
      status: reverted === 0 ? 200 : reverted === receipts.length ? 500 : 600,
      receipts: receipts.map(receiptOf),
    }
  }
  const sent = await client.getTransaction({ hash: hashes[0] as Hex }).catch(() => undefined)
  if (!sent) throw new AuthError('UNKNOWN_BUNDLE')
  return { ...base, atomic, status: 100 }
}
