import { formatUnits, getNetwork } from '@latch/core'
import { FrameError, type RpcRequestPayload } from '@latch/frame-protocol'
import { decodeBase58 } from '../../src/wallet/base58.js'
import { namespaceOf, toCaipChainId } from '../../src/wallet/caipChainId.js'
import { readEvmTransactionRequest } from '../../src/wallet/evmTransactionRequest.js'

/** What a request asks of the visitor, in words: a title and the facts worth checking. */
export type RequestSummary = {
  title: string
  rows: readonly { label: string; value: string }[]
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

/** personal_sign's message: the text its hex encodes when printable, else the hex itself. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? ''
  if (!hexText.test(message)) return message
  return utf8(hexBytes(message)) ?? message
}

/**
 * The chain the server signs for (its `chainOf`): the request's own chain when it names one of
 * the request's namespace, else the session's. Only the namespace when neither says.
 */
export function chainOfRequest(payload: RpcRequestPayload, sessionChainId: string): string {
  const requested = payload.chainId === undefined ? undefined : toCaipChainId(payload.chainId)
  if (requested && namespaceOf(requested) === payload.chainNamespace) return requested
  if (namespaceOf(sessionChainId) === payload.chainNamespace) return sessionChainId
  return payload.chainNamespace
}

/** The card's network: the catalogue's name with the CAIP-2 id, or the id alone. */
function networkText(chainId: string): string {
  const name = getNetwork(chainId)?.name
  return name ? `${name} (${chainId})` : chainId
}

const shownLength = 80

/** A value of typed data in one line, long ones cut in the middle. */
export function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  if (text.length <= shownLength) return text
  return `${text.slice(0, shownLength / 2 + 8)}…${text.slice(-(shownLength / 2 - 8))}`
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

/**
 * What the frame's approval card says of `payload` (SPEC.md §5: signing and sending methods
 * need the visitor): "Sign a message" with the message as text, "Send a transaction" with its
 * recipient, value in the native unit and chain, typed data with its domain (name, chain,
 * contract), primary type and the message's top-level fields. The network is the one the
 * server signs for, given the session's chain `sessionChainId`.
 *
 * @throws FrameError "Requested RPC call is not allowed" for a transaction the server would
 * refuse (the same strict reading): no card shows what would not be signed as shown.
 *
 * @example
 * summarizeRequest({ method: 'personal_sign', params: ['0x6869', '0xab…'], chainNamespace: 'eip155' }, 'eip155:1')
 * // { title: 'Sign a message', rows: [{ label: 'Message', value: 'hi' }, …] }
 */
export function summarizeRequest(
  payload: RpcRequestPayload,
  sessionChainId: string,
): RequestSummary {
  const chainId = chainOfRequest(payload, sessionChainId)
  const chain = { label: 'Network', value: networkText(chainId) }
  const params = payload.params as unknown
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (payload.method) {
    case 'personal_sign':
      return {
        title: 'Sign a message',
        rows: [{ label: 'Message', value: messageText(list[0]) }, chain],
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
          value: signedFor ? networkText(signedFor) : shortValue(domain.chainId),
        })
      }
      if (domain?.verifyingContract !== undefined) {
        rows.push({ label: 'Contract', value: shortValue(domain.verifyingContract) })
      }
      rows.push(chain)
      const { message } = typed
      if (typeof message === 'object' && message !== null && !Array.isArray(message)) {
        for (const [name, value] of Object.entries(message)) {
          rows.push({ label: name, value: shortValue(value) })
        }
      }
      return { title: 'Sign typed data', rows }
    }
    case 'eth_sendTransaction': {
      const transaction = readEvmTransactionRequest(list[0])
      if (!transaction) throw new FrameError('RPC_NOT_ALLOWED')
      const native = getNetwork(chainId)?.nativeCurrency
      const amount = formatUnits(transaction.value ?? 0n, native?.decimals ?? 18)
      const rows = [
        { label: 'To', value: transaction.to ?? 'New contract' },
        { label: 'Amount', value: `${amount} ${native?.symbol.toUpperCase() ?? 'native coin'}` },
        chain,
      ]
      if (transaction.data !== undefined && transaction.data !== '0x') {
        rows.push({ label: 'Data', value: transaction.data })
      }
      return { title: 'Send a transaction', rows }
    }
    case 'solana_signMessage': {
      const { message } = (params ?? {}) as { message?: unknown }
      const value = typeof message === 'string' ? solanaMessageText(message) : ''
      return { title: 'Sign a message', rows: [{ label: 'Message', value }, chain] }
    }
    case 'solana_signTransaction':
      return { title: 'Sign a transaction', rows: [chain] }
    case 'solana_signAllTransactions': {
      const { transactions } = (params ?? {}) as { transactions?: unknown[] }
      const count = transactions?.length ?? 0
      return { title: `Sign ${count} transaction${count === 1 ? '' : 's'}`, rows: [chain] }
    }
    case 'solana_signAndSendTransaction':
      return { title: 'Send a transaction', rows: [chain] }
    default:
      return {
        title: 'Approve a request',
        rows: [{ label: 'Method', value: payload.method }, chain],
      }
  }
}
