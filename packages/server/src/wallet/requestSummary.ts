import { formatUnits } from '@latch/core'
import { getNetwork } from '@latch/core/networks'
import type { EmbeddedAccountType, RpcRequestPayload } from '@latch/frame-protocol'
import { decodeFunctionData, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { AuthError } from '../auth/authError.js'
import {
  readGrantPermissionsRequest,
  readRevokePermissionsRequest,
} from '../smartSessions/permissionsRequest.js'
import { decodeBase58 } from './base58.js'
import { toCaipChainId } from './caipChainId.js'
import { readEvmTransactionRequest } from './evmTransactionRequest.js'
import { readSendCallsRequest } from './sendCallsRequest.js'
import {
  looksLikeSolanaTransactionMessage,
  parseSolanaWireTransaction,
  SolanaMessageError,
} from './solanaMessage.js'
import { describeSolanaTransaction, type SolanaTokenInfo } from './solanaTransactionSummary.js'

/** One fact of a card: a label and its value in full. */
export type SummaryRow = { label: string; value: string }

/**
 * What a request asks of the visitor, in words: a title and the facts worth checking; a batch
 * of calls (wallet_sendCalls) also lists each call's facts, every call in order.
 */
export type RequestSummary = {
  title: string
  rows: readonly SummaryRow[]
  calls?: readonly (readonly SummaryRow[])[]
}

const hexText = /^0x(?:[0-9a-fA-F]{2})*$/

/** Text a person can read: no control characters other than line breaks and tabs. */
function printable(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return printable(text) ? text : undefined
  } catch {
    return undefined
  }
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16)
  }
  return bytes
}

/** Whether a base58 Solana "message" is in fact a transaction (or a transaction's message). */
export function isSolanaTransactionBytes(message: string): boolean {
  try {
    return looksLikeSolanaTransactionMessage(decodeBase58(message))
  } catch {
    return false
  }
}

/** personal_sign's message: the text its hex encodes when printable, else the hex itself. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? ''
  if (!hexText.test(message)) return message
  return utf8(hexBytes(message)) ?? message
}

/** The card's network: the catalogue's name with the CAIP-2 id, or the id alone. */
function networkText(chainId: string): string {
  const name = getNetwork(chainId)?.name
  return name ? `${name} (${chainId})` : chainId
}

/** A value of typed data in full: a string as it is, anything else as JSON. */
function fullValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}

/** Deeper than this, a nested value is shown as JSON in one row (still in full). */
const maxDepth = 6
/** A message with more leaves than this is refused: no card lists them all legibly. */
const maxRows = 200

/**
 * The message's leaves as rows, each labelled with its path (`order.maker`, `items.0.amount`),
 * each value in full: a nested field is never cut or hidden behind its parent.
 */
export function typedDataRows(
  value: unknown,
  path = '',
  depth = 0,
): { label: string; value: string }[] {
  const nested = typeof value === 'object' && value !== null
  const entries = nested ? Object.entries(value as Record<string, unknown>) : []
  if (!nested || entries.length === 0 || depth >= maxDepth) {
    return [{ label: path || 'Value', value: fullValue(value) }]
  }
  return entries.flatMap(([key, child]) =>
    typedDataRows(child, path ? `${path}.${key}` : key, depth + 1),
  )
}

type TypedData = {
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown }
  primaryType?: unknown
  message?: unknown
}

function typedDataOf(value: unknown): TypedData {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value)
      return typeof parsed === 'object' && parsed !== null ? (parsed as TypedData) : {}
    } catch {
      return {}
    }
  }
  return typeof value === 'object' && value !== null ? (value as TypedData) : {}
}

function solanaMessageText(message: string): string {
  try {
    return utf8(decodeBase58(message)) ?? message
  } catch {
    return message
  }
}

/** The rows of a base64 wire transaction; a transaction that cannot be read is refused. */
function solanaTransactionRows(
  transaction: unknown,
  tokens: ReadonlyMap<string, SolanaTokenInfo> | undefined,
): { label: string; value: string }[] {
  if (typeof transaction !== 'string') throw new AuthError('RPC_NOT_ALLOWED')
  try {
    const { message } = parseSolanaWireTransaction(
      new Uint8Array(Buffer.from(transaction, 'base64')),
    )
    return describeSolanaTransaction(message, tokens)
  } catch (error) {
    if (error instanceof SolanaMessageError) throw new AuthError('RPC_NOT_ALLOWED')
    throw error
  }
}

/** The EVM account a request is for, as the server resolved it when the request was opened. */
export type SummaryAccount = {
  type: EmbeddedAccountType
  /** Whether the paymaster pays the fees (smart account operations only). */
  sponsored: boolean
}

/**
 * What the card may know beyond the request: the tokens listed on its Solana cluster, and the
 * EVM account (key or smart) the request names.
 */
export type SummaryContext = {
  solanaTokens?: ReadonlyMap<string, SolanaTokenInfo>
  account?: SummaryAccount
  /** ERC-20s a grant names (checksummed address → what the contract says of itself). */
  evmTokens?: ReadonlyMap<string, EvmTokenInfo>
  /** When the card is drawn (ms): a grant whose expiry has passed is refused. */
  now?: number
}

/** An ERC-20's own `symbol()` and `decimals()`, read from the chain. */
export type EvmTokenInfo = { symbol: string; decimals: number }

/** A session's expiry in words: the UTC date and time, and the Unix seconds. */
function expiryText(expiry: number): string {
  return `${new Date(expiry * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC')} (${expiry})`
}

/** The card's words for the account that signs (and who pays, for a smart account's operation). */
function accountRows(
  account: SummaryAccount | undefined,
  sending: boolean,
): { label: string; value: string }[] {
  if (account?.type !== 'smartAccount') return []
  const rows = [{ label: 'Account', value: 'Smart account' }]
  if (sending) {
    rows.push({ label: 'Fees', value: account.sponsored ? 'Sponsored' : 'Paid by the account' })
  }
  return rows
}

const erc20Abi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])

/** A call's data in words when it is an ERC-20 `transfer` or `approve` (amount in token units). */
function functionRow(data: Hex): { label: string; value: string } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    const [target, amount] = call.args
    // Re-encoded to compare: trailing bytes would be signed without being shown.
    if (
      encodeFunctionData({ abi: erc20Abi, functionName: call.functionName, args: call.args }) !==
      data.toLowerCase()
    ) {
      return undefined
    }
    return { label: 'Function', value: `${call.functionName}(${target}, ${amount})` }
  } catch {
    return undefined
  }
}

/** The rows of one call: recipient, value in the native unit, the function or the data. */
function callRows(
  call: { to?: string | undefined; value?: bigint | undefined; data?: Hex | undefined },
  chainId: string,
): { label: string; value: string }[] {
  const native = getNetwork(chainId)?.nativeCurrency
  const amount = formatUnits(call.value ?? 0n, native?.decimals ?? 18)
  const rows = [
    { label: 'To', value: call.to ?? 'New contract' },
    { label: 'Amount', value: `${amount} ${native?.symbol.toUpperCase() ?? 'native coin'}` },
  ]
  if (call.data !== undefined && call.data !== '0x') {
    const decoded = functionRow(call.data)
    if (decoded) rows.push(decoded)
    rows.push({ label: 'Data', value: call.data })
  }
  return rows
}

/**
 * What the frame's approval card says of `payload` (SPEC.md §5: signing and sending methods
 * need the visitor): "Sign a message" with the message as text, "Send a transaction" with its
 * recipient, value in the native unit and chain, typed data with its domain (name, chain,
 * contract), primary type and every field of the message in full. `chainId` is the network
 * the server signs on (signingChain.ts): the card names that one, never one the page chose.
 *
 * @throws {AuthError} "Requested RPC call is not allowed" for a transaction the server would
 * refuse (the same strict reading): no card shows what would not be signed as shown.
 *
 * @example
 * summarizeRequest({ method: 'personal_sign', params: ['0x6869', '0xab…'], chainNamespace: 'eip155' }, 'eip155:1')
 * // { title: 'Sign a message', rows: [{ label: 'Message', value: 'hi' }, …] }
 */
export function summarizeRequest(
  payload: RpcRequestPayload,
  chainId: string,
  { solanaTokens, account, evmTokens, now = Date.now() }: SummaryContext = {},
): RequestSummary {
  const chain = { label: 'Network', value: networkText(chainId) }
  const params = payload.params as unknown
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (payload.method) {
    case 'personal_sign':
      return {
        title: 'Sign a message',
        rows: [
          { label: 'Message', value: messageText(list[0]) },
          chain,
          ...accountRows(account, false),
        ],
      }
    case 'eth_signTypedData_v4': {
      const typed = typedDataOf(list[1])
      const { domain } = typed
      const rows = [
        { label: 'App', value: String(domain?.name ?? 'Unnamed') },
        { label: 'Type', value: String(typed.primaryType ?? 'Unknown') },
      ]
      // The domain's own chain and contract bind the signature, whatever the session's chain.
      if (domain?.chainId !== undefined) {
        const signedFor = toCaipChainId(String(domain.chainId))
        rows.push({
          label: 'Signed for network',
          value: signedFor ? networkText(signedFor) : fullValue(domain.chainId),
        })
      }
      if (domain?.verifyingContract !== undefined) {
        rows.push({ label: 'Contract', value: fullValue(domain.verifyingContract) })
      }
      rows.push(chain, ...accountRows(account, false))
      const { message } = typed
      if (message !== undefined) {
        const fields = typedDataRows(message)
        if (fields.length > maxRows) throw new AuthError('RPC_NOT_ALLOWED')
        rows.push(...fields)
      }
      return { title: 'Sign typed data', rows }
    }
    case 'eth_sendTransaction': {
      const transaction = readEvmTransactionRequest(list[0])
      if (!transaction) throw new AuthError('RPC_NOT_ALLOWED')
      const [to, amount, ...data] = callRows(transaction, chainId)
      return {
        title: 'Send a transaction',
        rows: [
          ...(to && amount ? [to, amount] : []),
          chain,
          ...accountRows(account, true),
          ...data,
        ],
      }
    }
    case 'wallet_sendCalls': {
      const request = readSendCallsRequest(list[0])
      if (!request) throw new AuthError('RPC_NOT_ALLOWED')
      const count = request.calls.length
      const smart = account?.type === 'smartAccount'
      return {
        title: count === 1 ? 'Send a call' : `Send ${count} calls`,
        rows: [
          chain,
          ...accountRows(account, true),
          // The key's account sends them one by one: say so, the page may expect all or none.
          {
            label: 'Runs',
            value: smart || count === 1 ? 'All or nothing (one operation)' : 'One by one',
          },
        ],
        // Every call, in order: none is skipped or folded away.
        calls: request.calls.map((call) => callRows(call, chainId)),
      }
    }
    case 'wallet_grantPermissions': {
      const request = readGrantPermissionsRequest(list[0], now)
      if (!request) throw new AuthError('RPC_NOT_ALLOWED')
      const count = request.permissions.length
      // Each permission's facts, labelled with its place when there are several.
      const permissionRows = request.permissions.flatMap(({ token, allowance }, index) => {
        const info = evmTokens?.get(token)
        const limit = info
          ? `${formatUnits(allowance, info.decimals)} ${info.symbol}`
          : `${allowance} (base units of an unknown token)`
        return [
          { label: 'Contract', value: token },
          ...(info ? [{ label: 'Token', value: info.symbol }] : []),
          { label: 'Function', value: 'transfer(address,uint256)' },
          { label: 'Limit', value: `${limit} in all` },
        ].map((row) => ({
          label: count === 1 ? row.label : `${index + 1}. ${row.label}`,
          value: row.value,
        }))
      })
      return {
        title: 'Grant a session',
        rows: [
          { label: 'Session key', value: request.sessionKey },
          { label: 'Expires', value: expiryText(request.expiry) },
          ...permissionRows,
          chain,
          ...accountRows(account, true),
        ],
      }
    }
    case 'wallet_revokePermissions': {
      const request = readRevokePermissionsRequest(list[0])
      if (!request) throw new AuthError('RPC_NOT_ALLOWED')
      return {
        title: 'Revoke a session',
        rows: [
          { label: 'Session', value: request.permissionsContext },
          chain,
          ...accountRows(account, true),
        ],
      }
    }
    case 'solana_signMessage': {
      const { message } = (params ?? {}) as { message?: unknown }
      if (typeof message !== 'string') throw new AuthError('RPC_NOT_ALLOWED')
      // Bytes that read as a transaction are a transaction, whatever the method says: signing
      // them "as a message" would authorise the transaction (wallets refuse it too).
      if (isSolanaTransactionBytes(message)) throw new AuthError('RPC_NOT_ALLOWED')
      return {
        title: 'Sign a message',
        rows: [{ label: 'Message', value: solanaMessageText(message) }, chain],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction } = (params ?? {}) as { transaction?: unknown }
      return {
        title:
          payload.method === 'solana_signTransaction' ? 'Sign a transaction' : 'Send a transaction',
        rows: [...solanaTransactionRows(transaction, solanaTokens), chain],
      }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = (params ?? {}) as { transactions?: unknown }
      if (!Array.isArray(transactions) || transactions.length === 0) {
        throw new AuthError('RPC_NOT_ALLOWED')
      }
      const count = transactions.length
      // Each transaction's rows, labelled with its place: every one is read, none is skipped.
      const rows = transactions.flatMap((transaction, index) =>
        solanaTransactionRows(transaction, solanaTokens).map((row) => ({
          label: count === 1 ? row.label : `${index + 1}. ${row.label}`,
          value: row.value,
        })),
      )
      return { title: `Sign ${count} transaction${count === 1 ? '' : 's'}`, rows: [...rows, chain] }
    }
    default:
      return {
        title: 'Approve a request',
        rows: [{ label: 'Method', value: payload.method }, chain],
      }
  }
}
