import { type Hex, verifyMessage } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'

export type VerifyAccountSignatureParameters = {
  /** 0x address, any case. */
  address: `0x${string}`
  /** The text the account signed (EIP-191 `personal_sign`). */
  message: string
  signature: Hex
  /**
   * The chain the account lives on: when the signature is not the address's own key's, the
   * chain is asked (ERC-1271 contract accounts, ERC-6492 undeployed smart accounts).
   */
  client?: ChainClient | undefined
}

/**
 * Whether `address` signed `message`: an EOA signature is checked offline; otherwise the
 * account's chain is asked, when given. Never throws: a malformed signature is `false`.
 *
 * @example
 * await verifyAccountSignature({ address, message: 'hello', signature }) // true
 */
export async function verifyAccountSignature(
  parameters: VerifyAccountSignatureParameters,
): Promise<boolean> {
  const { address, message, signature, client } = parameters
  try {
    if (await verifyMessage({ address, message, signature })) return true
  } catch {
    // Not an ECDSA signature: maybe a contract account's.
  }
  if (!client) return false
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
