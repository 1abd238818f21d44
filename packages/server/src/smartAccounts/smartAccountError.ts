// The refusals of `/v1/bundler` and `/v1/paymaster`, answered as JSON-RPC errors: the codes of
// JSON-RPC 2.0 and EIP-1474 (-32005 limit exceeded); a bundler's own errors (ERC-7769 codes,
// the AAxx texts) are passed through as the bundler wrote them.
const smartAccountErrors = {
  INVALID_REQUEST: { code: -32600, message: 'Not a JSON-RPC 2.0 request' },
  METHOD_NOT_FOUND: { code: -32601, message: 'The method {method} is not served here' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params: {reason}' },
  NOT_SPONSORED: {
    code: -32602,
    message: 'This paymaster sponsors only the accounts of its own account factory',
  },
  GAS_ABOVE_SPONSORSHIP: {
    code: -32602,
    message: 'The operation asks for more gas than this paymaster sponsors ({limit})',
  },
  SPONSORSHIP_OFF: { code: -32603, message: 'This server does not sponsor user operations' },
  BUNDLER_UNREACHABLE: { code: -32603, message: 'The bundler of {chainId} did not answer' },
  SPONSORSHIP_RATE_LIMITED: {
    code: -32005,
    message: 'Too many sponsored operations for this project; retry after {seconds} s',
  },
} as const

export type SmartAccountErrorCode = keyof typeof smartAccountErrors

/**
 * A refusal of the bundler or paymaster route, as a JSON-RPC error object.
 *
 * @example
 * new SmartAccountError('METHOD_NOT_FOUND', { method: 'eth_sendTransaction' }).rpcError
 * // { code: -32601, message: 'The method eth_sendTransaction is not served here' }
 */
export class SmartAccountError extends Error {
  override readonly name = 'SmartAccountError'
  readonly rpcCode: number

  constructor(
    readonly code: SmartAccountErrorCode,
    values: Record<string, string | number> = {},
  ) {
    const entry = smartAccountErrors[code]
    super(
      entry.message.replace(/\{(\w+)\}/g, (match, key: string) =>
        key in values ? String(values[key]) : match,
      ),
    )
    this.rpcCode = entry.code
  }

  get rpcError(): { code: number; message: string } {
    return { code: this.rpcCode, message: this.message }
  }
}
