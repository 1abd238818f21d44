import { type RpcRequestPayload, readWalletGetAssetsParams } from '@latch/frame-protocol'
import type { AccountCall } from '@latch/smart-account-encoding'
import { createWalletClient, type Hex, http, isHex, type TypedDataDefinition, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { AuthError } from '../auth/authError.js'
import type { FrameSession } from '../auth/frameSessions.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import type { Queryable } from '../db/database.js'
import type { SmartAccounts } from '../smartAccounts/smartAccounts.js'
import {
  readGrantPermissionsRequest,
  readRevokePermissionsRequest,
} from '../smartSessions/permissionsRequest.js'
import { grantSession, revokeGrantedSession } from '../smartSessions/sessionGrants.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { toCaipChainId } from './caipChainId.js'
import { accountTypeOf, type EvmAccounts } from './evmAccounts.js'
import { readEvmTransactionRequest } from './evmTransactionRequest.js'
import { isSolanaTransactionBytes } from './requestSummary.js'
import { readSendCallsRequest } from './sendCallsRequest.js'
import { signingChainOf } from './signingChain.js'
import { type SolanaSendOptions, sendSolanaTransaction } from './solanaSend.js'
import { signSolanaTransaction } from './solanaTransaction.js'
import type { WalletAssets } from './walletAssets.js'
import { type AccountCapabilities, callsStatus, capabilitiesOf, sendCalls } from './walletCalls.js'
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
  /** Where granted smart sessions are recorded (`/v1/sessions/{address}` lists them). */
  db: Queryable
  vault: WalletVault
  evmAccounts: EvmAccounts
  smartAccounts: SmartAccounts
  chainClients: ChainClients
  solanaClusters: readonly SolanaClusterSettings[]
  /** Answers ERC-7811's `wallet_getAssets` from the served chains. */
  assets: WalletAssets
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
 * session; on a chain with smart accounts the wallet is the user's smart account unless they
 * chose the key's account (evmAccounts.ts). personal_sign and eth_signTypedData_v4 are signed
 * with the user's key (for the smart account: checked by its ERC-1271, wrapped as ERC-6492
 * until it is deployed); eth_sendTransaction is sent with the key (to the server's own client
 * of that chain, never to a URL the request names) or, from the smart account, as a sponsored
 * user operation whose bundle's transaction hash is the answer; ERC-5792's wallet_sendCalls,
 * wallet_getCallsStatus and wallet_getCapabilities (walletCalls.ts); ERC-7715's
 * wallet_grantPermissions and wallet_revokePermissions on the smart account (smartSessions/
 * sessionGrants.ts: one owner operation each); ERC-7811's wallet_getAssets (walletAssets.ts);
 * the read-only set
 * forwarded to that chain; the Solana signing methods (a signed transaction is sent only to a
 * configured cluster). Any other method is refused with "Requested RPC call is not allowed".
 */
export function createWalletRpc({
  db,
  vault,
  evmAccounts,
  smartAccounts,
  chainClients,
  solanaClusters,
  assets: walletAssets,
  fetch: fetchRpc = fetch,
}: WalletRpcParameters): WalletRpc {
  const chainOf = (session: FrameSession, request: RpcRequestPayload) =>
    signingChainOf(session.chainId, request, solanaClusters)

  function evmClient(chainId: string) {
    const client = chainClients.get(chainId)
    if (!client) throw new AuthError('CHAIN_NOT_CONFIGURED', { chainId })
    return client
  }

  /** The account a signing request names (always, once stored: signingRequests.ts). */
  async function signerOf(session: FrameSession, chainId: string, named: unknown) {
    const accounts = await evmAccounts.on(session.userId, chainId, session.defaultAccountType)
    const type = named === undefined ? accounts.active : accountTypeOf(accounts, String(named))
    if (type === undefined) throw new AuthError('WRONG_ACCOUNT')
    return { type, owner: await vault.evmAccount(session.userId), accounts }
  }

  /** Sends as the smart account and waits for the bundle: callers wait for a transaction. */
  async function sendOperation(
    chainId: string,
    owner: PrivateKeyAccount,
    calls: readonly AccountCall[],
  ): Promise<Hex> {
    const hash = await smartAccounts.sendCalls(chainId, owner, calls)
    const receipt = await smartAccounts.waitForReceipt(chainId, hash)
    if (!receipt.success) throw new AuthError('USER_OPERATION_FAILED', { hash })
    return receipt.receipt.transactionHash
  }

  async function evm(session: FrameSession, request: RpcRequestPayload): Promise<unknown> {
    const chainId = chainOf(session, request)
    const { method, params } = request
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [(await evmAccounts.on(session.userId, chainId, session.defaultAccountType)).address]
      case 'eth_chainId':
        return `0x${Number(chainId.split(':')[1]).toString(16)}`
      case 'personal_sign': {
        const message = first(params)
        if (typeof message !== 'string') throw new AuthError('RPC_NOT_ALLOWED')
        const signable = isHex(message) ? { raw: message } : message
        const { type, owner } = await signerOf(session, chainId, second(params))
        return type === 'smartAccount'
          ? smartAccounts.signMessage(chainId, owner, signable)
          : owner.signMessage({ message: signable })
      }
      case 'eth_signTypedData_v4': {
        const typedData = typedDataOf(second(params))
        const { type, owner } = await signerOf(session, chainId, first(params))
        return type === 'smartAccount'
          ? smartAccounts.signTypedData(chainId, owner, typedData)
          : owner.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        // The frame's approval card showed this same reading; a malformed field is refused,
        // never dropped (a dropped `to` would create a contract, a dropped value send 0).
        const transaction = readEvmTransactionRequest(first(params))
        if (!transaction) throw new AuthError('RPC_NOT_ALLOWED')
        const { type, owner } = await signerOf(session, chainId, transaction.from)
        const { to, data, value, gas } = transaction
        if (type === 'smartAccount') {
          // The account runs calls; creating a contract takes a factory call instead.
          if (to === undefined) throw new AuthError('CONTRACT_CREATION_UNSUPPORTED')
          return sendOperation(chainId, owner, [{ to, value, data }])
        }
        const client = evmClient(chainId)
        const wallet = createWalletClient({
          account: owner,
          chain: client.chain,
          transport: http(client.chain.rpcUrls.default.http[0]),
        })
        return wallet.sendTransaction({
          ...(to === undefined ? {} : { to }),
          ...(data === undefined ? {} : { data }),
          ...(value === undefined ? {} : { value }),
          ...(gas === undefined ? {} : { gas }),
        })
      }
      case 'wallet_sendCalls': {
        const calls = readSendCallsRequest(first(params))
        if (!calls) throw new AuthError('RPC_NOT_ALLOWED')
        const { type, owner } = await signerOf(session, chainId, calls.from)
        return sendCalls({
          request: calls,
          type,
          chainId,
          owner,
          client: evmClient(chainId),
          smartAccounts,
        })
      }
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions': {
        const { type, owner } = await signerOf(
          session,
          chainId,
          (first(params) as { address?: unknown } | undefined)?.address,
        )
        if (type !== 'smartAccount') throw new AuthError('SMART_SESSIONS_UNAVAILABLE')
        const grants = { db, smartAccounts, client: evmClient(chainId), chainId, owner }
        if (method === 'wallet_grantPermissions') {
          // Read again at approval: an expiry that passed while the card waited is refused.
          const grant = readGrantPermissionsRequest(first(params), Date.now())
          if (!grant) throw new AuthError('RPC_NOT_ALLOWED')
          return grantSession(grants, grant)
        }
        const revoke = readRevokePermissionsRequest(first(params))
        if (!revoke) throw new AuthError('RPC_NOT_ALLOWED')
        return revokeGrantedSession(grants, revoke)
      }
      case 'wallet_getCallsStatus':
        return callsStatus({ id: first(params), chainId, clientOf: evmClient, smartAccounts })
      case 'wallet_getCapabilities':
        return capabilities(session, first(params), second(params))
      case 'wallet_getAssets':
        return assets(session, params)
      default:
        if (!readOnlyEvmMethods.has(method)) throw new AuthError('RPC_NOT_ALLOWED')
        return evmClient(chainId).request({
          method: method as 'eth_blockNumber',
          params: (params ?? []) as never,
        })
    }
  }

  /**
   * ERC-5792 `wallet_getCapabilities` `[address, chainIds?]`: by hex chain id, for each
   * configured eip155 chain (those asked for), what the named account can do there.
   */
  async function capabilities(
    session: FrameSession,
    address: unknown,
    requested: unknown,
  ): Promise<Record<Hex, AccountCapabilities>> {
    const asked = Array.isArray(requested)
      ? new Set(requested.map((id) => (typeof id === 'string' ? toCaipChainId(id) : undefined)))
      : undefined
    const chains = [...chainClients.keys()].filter(
      (chainId) => chainId.startsWith('eip155:') && (!asked || asked.has(chainId)),
    )
    const answer: Record<Hex, AccountCapabilities> = {}
    for (const chainId of chains) {
      const accounts = await evmAccounts.on(session.userId, chainId, session.defaultAccountType)
      const type = typeof address === 'string' ? accountTypeOf(accounts, address) : accounts.active
      // Another account's address on one chain may be ours on none: it is skipped, not guessed.
      if (type === undefined) continue
      answer[toHex(Number(chainId.split(':')[1]))] = capabilitiesOf(type)
    }
    if (typeof address === 'string' && Object.keys(answer).length === 0 && chains.length > 0) {
      throw new AuthError('WRONG_ACCOUNT')
    }
    return answer
  }

  /**
   * ERC-7811 `wallet_getAssets` `[{ account, assetFilter?, assetTypeFilter?, chainFilter? }]`:
   * malformed params are refused with what is wrong; an account that is the user's on none of
   * the served chains is refused as another account's.
   */
  async function assets(session: FrameSession, params: unknown) {
    const read = readWalletGetAssetsParams(params)
    if (!read.success) throw new AuthError('INVALID_PARAMS', { reason: read.reason })
    const { request } = read
    const ownedOn = new Set<string>()
    for (const chainId of walletAssets.chainIds) {
      const accounts = await evmAccounts.on(session.userId, chainId)
      if (accountTypeOf(accounts, request.account)) ownedOn.add(chainId)
    }
    if (ownedOn.size === 0 && walletAssets.chainIds.length > 0) throw new AuthError('WRONG_ACCOUNT')
    return walletAssets.read({ request, ownedOn, projectId: session.projectId })
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
