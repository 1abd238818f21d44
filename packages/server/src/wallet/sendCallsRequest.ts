import type { Address, Hex } from 'viem'
import { toCaipChainId } from './caipChainId.js'

/** A `wallet_sendCalls` request (ERC-5792 v2.0.0) as the wallet sends it and the card shows it. */
export type SendCallsRequest = {
  version: string
  /** CAIP-2. */
  chainId: string
  from: Address | undefined
  atomicRequired: boolean
  /** The capabilities the app requires (not marked `optional`): this wallet supports none. */
  requiredCapabilities: readonly string[]
  calls: readonly { to: Address; value: bigint; data: Hex | undefined }[]
}

const address = /^0x[0-9a-fA-F]{40}$/
const quantity = /^0x[0-9a-fA-F]{1,64}$/
const bytes = /^0x(?:[0-9a-fA-F]{2})*$/

/** More calls than this in one request are refused: no card lists them legibly. */
export const maxCalls = 32

/**
 * The one strict reading of `wallet_sendCalls`' first parameter, for the card and the
 * signing alike: `to` a 0x address (a call never creates a contract), `value` a 0x quantity,
 * `data` 0x bytes (SPEC.md §5: both start with 0x), `chainId` a chain id, at least one call.
 * Of the capabilities only the names of the required ones (not `optional: true`) are kept: the
 * wallet refuses them (ERC-5792 5700), and ignores optional ones, as the ERC allows.
 *
 * @returns `undefined` when any of these is malformed: the request is refused.
 *
 * @example
 * readSendCallsRequest({ version: '2.0.0', chainId: '0x1', calls: [{ to: '0x…', value: '0x1' }] })
 */
export function readSendCallsRequest(parameter: unknown): SendCallsRequest | undefined {
  if (typeof parameter !== 'object' || parameter === null) return undefined
  const fields = parameter as Record<string, unknown>
  const chainId =
    typeof fields.chainId === 'string' || typeof fields.chainId === 'number'
      ? toCaipChainId(fields.chainId)
      : undefined
  if (!chainId?.startsWith('eip155:') || typeof fields.version !== 'string') return undefined
  if (
    fields.from !== undefined &&
    !(typeof fields.from === 'string' && address.test(fields.from))
  ) {
    return undefined
  }
  if (fields.atomicRequired !== undefined && typeof fields.atomicRequired !== 'boolean') {
    return undefined
  }
  const capabilities = fields.capabilities ?? {}
  if (typeof capabilities !== 'object' || capabilities === null) return undefined
  const requiredCapabilities = Object.entries(capabilities)
    .filter(([, value]) => (value as { optional?: unknown } | null)?.optional !== true)
    .map(([name]) => name)
  const { calls } = fields
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > maxCalls) return undefined
  const read: SendCallsRequest['calls'][number][] = []
  for (const call of calls as unknown[]) {
    if (typeof call !== 'object' || call === null) return undefined
    const { to, value, data } = call as Record<string, unknown>
    if (typeof to !== 'string' || !address.test(to)) return undefined
    if (value !== undefined && !(typeof value === 'string' && quantity.test(value))) {
      return undefined
    }
    if (data !== undefined && !(typeof data === 'string' && bytes.test(data))) return undefined
    read.push({
      to: to as Address,
      value: value === undefined ? 0n : BigInt(value),
      data: data === undefined || data === '0x' ? undefined : (data as Hex),
    })
  }
  return {
    version: fields.version,
    chainId,
    from: fields.from as Address | undefined,
    atomicRequired: fields.atomicRequired === true,
    requiredCapabilities,
    calls: read,
  }
}
