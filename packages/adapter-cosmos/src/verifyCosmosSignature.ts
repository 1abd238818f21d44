import type { VerifyCosmosSignatureParameters } from './checkAdr036Signature.js'

/**
 * Whether `signature` is `address`'s ADR-036 signature of exactly `message`, as Keplr-style
 * wallets sign it (`signArbitrary`): the secp256k1 key in the signature must hash to the
 * address, and it must have signed the amino sign doc of a `sign/MsgSignData` that carries the
 * address and the message. Empty data (ADR-036 forbids it), a malformed address or signature
 * is simply not a valid signature: `false`. cosmjs loads on the first call; exported for servers (latch-server).
 *
 * @example
 * await verifyCosmosSignature({ message: 'hello', signature, address: 'cosmos1…' }) // true
 */
export async function verifyCosmosSignature(
  parameters: VerifyCosmosSignatureParameters,
): Promise<boolean> {
  const { checkAdr036Signature } = await import('./checkAdr036Signature.js')
  return checkAdr036Signature(parameters)
}
