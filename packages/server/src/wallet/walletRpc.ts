import type { RpcRequestPayload } from '@latch/frame-protocol'
import {
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { AuthError } from '../auth/authError.js'
import type { FrameSession } from '../auth/frameSessions.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { readEvmTransactionRequest } from './evmTransactionRequest.js'
import { isSolanaTransactionBytes } from './requestSummary.js'
import { signingChainOf } from './signingChain.js'
import { type SolanaSendOptions, sendSolanaTransaction } from './solanaSend.js'
import { signSolanaTransaction } from './solanaTransaction.js'
import type { WalletVault } from './walletVault.js'

/** Reads the wallet answers from the chain itself (SPEC.md §5's read-only set). */
const readOnlyEvmMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
])

export type WalletRpcParameters = {
  vault: WalletVault
  chainClients: ChainClients
  solanaClusters: readonly SolanaClusterSettings[]
  /** Used to send Solana transactions; the global fetch by default. */
  fetch?: typeof fetch
}

/** Answers one RPC request of the embedded wallet for the session's user. */
export type WalletRpc = (
  session: FrameSession,
  request: RpcRequestPayload,
  signal?: AbortSignal,
) => Promise<unknown>

// The union's catch-all member (any other method) keeps `switch` from narrowing by itself.
type SolanaRequest<Method extends string> = Extract<RpcRequestPayload, { method: Method }>

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)
const second = (params: unknown): unknown => (Array.isArray(params) ? params[1] : undefined)

function requireAccount(account: LocalAccount, address: unknown): void {
  if (typeof address === 'string' && !isAddressEqual(address as Hex, account.address)) {
    throw new AuthError('WRONG_ACCOUNT')
  }
}

function typedDataOf(value: unknown): TypedDataDefinition {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    types?: Record<string, unknown>
  } & Record<string, unknown>
  // viem derives the domain's type from the domain itself.
  const { EIP712Domain: _domain, ...types } = parsed.types ?? {}
  return { ...parsed, types } as unknown as TypedDataDefinition
}

/**
 * The embedded wallet's RPC (SPEC.md §5 "Allowed RPC methods"): accounts and chain from the
 * session; personal_sign, eth_signTypedData_v4 and eth_sendTransaction signed with the user's
 * key (a transaction is broadcast to the server's own client of that chain, never to a URL
 * the request names); the read-only set forwarded to that chain; the Solana signing methods
 * (a signed transaction is sent only to a configured cluster). Any other method is refused
 * with "Requested RPC call is not allowed".
 */
export function createWalletRpc({
  vault,
  chainClients,
  solanaClusters,
  fetch: fetchRpc = fetch,
}: WalletRpcParameters): WalletRpc {
  const chainOf = (session: FrameSession, request: RpcRequestPayload) =>
    signingChainOf(session.chainId, request, solanaClusters)

  function evmClient(chainId: string) {
    const client = chainClients.get(chainId)
    if (!client) throw new AuthError('CHAIN_NOT_CONFIGURED', { chainId })
    return client
  }

  async function evm(session: FrameSession, request: RpcRequestPayload): Promise<unknown> {
    const chainId = chainOf(session, request)
    const { method, params } = request
    const account = await vault.evmAccount(session.userId)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${Number(chainId.split(':')[1]).toString(16)}`
      case 'personal_sign': {
        requireAccount(account, second(params))
        const message = first(params)
        if (typeof message !== 'string') throw new AuthError('RPC_NOT_ALLOWED')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        requireAccount(account, first(params))
        return account.signTypedData(typedDataOf(second(params)))
      }
      case 'eth_sendTransaction': {
        // The frame's approval card showed this same reading; a malformed field is refused,
        // never dropped (a dropped `to` would create a contract, a dropped value send 0).
        const transaction = readEvmTransactionRequest(first(params))
        if (!transaction) throw new AuthError('RPC_NOT_ALLOWED')
        requireAccount(account, transaction.from)
        const client = evmClient(chainId)
        const wallet = createWalletClient({
          account,
          chain: client.chain,
          transport: http(client.chain.rpcUrls.default.http[0]),
        })
        const { to, data, value, gas } = transaction
        return wallet.sendTransaction({
          ...(to === undefined ? {} : { to }),
          ...(data === undefined ? {} : { data }),
          ...(value === undefined ? {} : { value }),
          ...(gas === undefined ? {} : { gas }),
        })
      }
      default:
        if (!readOnlyEvmMethods.has(method)) throw new AuthError('RPC_NOT_ALLOWED')
        return evmClient(chainId).request({
          method: method as 'eth_blockNumber',
          params: (params ?? []) as never,
        })
    }
  }

  async function solana(session: FrameSession, request: RpcRequestPayload): Promise<unknown> {
    const key = await vault.solanaKey(session.userId)
    const sign = (base64: string) =>
      signSolanaTransaction(new Uint8Array(Buffer.from(base64, 'base64')), key)
    switch (request.method) {
      case 'solana_signMessage': {
        const { params } = request as SolanaRequest<'solana_signMessage'>
        if (params.pubkey !== key.address) throw new AuthError('WRONG_ACCOUNT')
        // A transaction is never signed as "a message" (the card refused it too).
        if (isSolanaTransactionBytes(params.message)) throw new AuthError('RPC_NOT_ALLOWED')
        return { signature: encodeBase58(key.sign(decodeBase58(params.message))) }
      }
      case 'solana_signTransaction': {
        const { params } = request as SolanaRequest<'solana_signTransaction'>
        return { transaction: Buffer.from(sign(params.transaction).transaction).toString('base64') }
      }
      case 'solana_signAllTransactions': {
        const { params } = request as SolanaRequest<'solana_signAllTransactions'>
        return {
          transactions: params.transactions.map((transaction) =>
            Buffer.from(sign(transaction).transaction).toString('base64'),
          ),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { params } = request as SolanaRequest<'solana_signAndSendTransaction'>
        const chainId = chainOf(session, request)
        const cluster = solanaClusters.find((entry) => entry.caipNetworkId === chainId)
        if (!cluster) throw new AuthError('CHAIN_NOT_CONFIGURED', { chainId })
        const { transaction } = sign(params.transaction)
        const options: SolanaSendOptions = params.options ?? {}
        return {
          signature: await sendSolanaTransaction(cluster.rpcUrl, transaction, options, fetchRpc),
        }
      }
      default:
        throw new AuthError('RPC_NOT_ALLOWED')
    }
  }

  return async (session, request) => {
    if (request.chainNamespace === 'eip155') return evm(session, request)
    if (request.chainNamespace === 'solana') return solana(session, request)
    throw new AuthError('RPC_NOT_ALLOWED')
  }
}
