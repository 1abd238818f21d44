import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

// requestParams.ts's -32602, built here so that the Bitcoin wallet needs none of viem.
const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

/**
 * The URL a wallet-standard test wallet sends `chain`'s requests to, from the wallet's
 * `chains` parameter; -32602 for a chain the wallet does not sign for.
 *
 * @example
 * chainUrlOf({ 'solana:devnet': 'http://127.0.0.1:8899' }, input.chain)
 */
export function chainUrlOf(chains: Readonly<Record<string, string>>, chain: unknown): string {
  const url = typeof chain === 'string' ? chains[chain] : undefined
  if (!url) throw invalid(`The test wallet does not sign for chain ${String(chain)}`)
  return url
}

/**
 * A feature input's bytes (a message, a transaction, a PSBT); -32602 naming `what` otherwise.
 *
 * @example
 * const message = bytesOf(input.message, 'message')
 */
export function bytesOf(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array)) throw invalid(`${what} must be a Uint8Array`)
  return value
}
