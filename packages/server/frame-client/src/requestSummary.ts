import type { RpcRequestPayload } from '@latch/frame-protocol'
import { decodeBase58 } from '../../src/wallet/base58.js'

/** What a request asks of the visitor, in words: a title and the facts worth checking. */
export type RequestSummary = {
  title: string
  rows: readonly { label: string; value: string }[]
}

// The native coin of the eip155 chains a visitor most often meets; others say "native coin".
const nativeSymbols: Readonly<Record<string, string>> = {
  'eip155:1': 'ETH',
  'eip155:10': 'ETH',
  'eip155:56': 'BNB',
  'eip155:100': 'xDAI',
  'eip155:137': 'POL',
  'eip155:8453': 'ETH',
  'eip155:42161': 'ETH',
  'eip155:43114': 'AVAX',
  'eip155:11155111': 'ETH',
  'eip155:31337': 'ETH',
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
 * `wei` in the chain's native unit: `1000000000000000` → `0.001`. Exact (no float), with the
 * trailing zeros of the fraction left out.
 */
export function formatNativeAmount(wei: bigint, decimals = 18): string {
  const negative = wei < 0n
  const magnitude = negative ? -wei : wei
  const unit = 10n ** BigInt(decimals)
  const whole = magnitude / unit
  const fraction = (magnitude % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

function chainOf(payload: RpcRequestPayload): string {
  const { chainId } = payload
  if (chainId === undefined) return payload.chainNamespace
  const text = String(chainId)
  return text.includes(':') ? text : `${payload.chainNamespace}:${text}`
}

function typedDataOf(value: unknown): { domain?: { name?: unknown }; primaryType?: unknown } {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as { domain?: { name?: unknown }; primaryType?: unknown }
    } catch {
      return {}
    }
  }
  return typeof value === 'object' && value !== null ? value : {}
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
 * recipient, value in the native unit and chain, typed data with its domain and primary type.
 *
 * @example
 * summarizeRequest({ method: 'personal_sign', params: ['0x6869', '0xab…'], chainNamespace: 'eip155' })
 * // { title: 'Sign a message', rows: [{ label: 'Message', value: 'hi' }, …] }
 */
export function summarizeRequest(payload: RpcRequestPayload): RequestSummary {
  const chain = { label: 'Network', value: chainOf(payload) }
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
      const rows = [
        { label: 'App', value: String(typed.domain?.name ?? 'Unnamed') },
        { label: 'Type', value: String(typed.primaryType ?? 'Unknown') },
        chain,
      ]
      return { title: 'Sign typed data', rows }
    }
    case 'eth_sendTransaction': {
      const transaction = (list[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
      const wei = toBigInt(transaction.value ?? '0x0') ?? 0n
      const symbol = nativeSymbols[chain.value] ?? 'native coin'
      const rows = [
        {
          label: 'To',
          value: typeof transaction.to === 'string' ? transaction.to : 'New contract',
        },
        { label: 'Amount', value: `${formatNativeAmount(wei)} ${symbol}` },
        chain,
      ]
      if (typeof transaction.data === 'string' && transaction.data !== '0x') {
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
