import { base64ToBytes, chainOfAddress } from '../signerSupport.js'

export type VerifyBitcoinSignatureParameters = {
  address: string
  message: string
  /** Base64, as `signMessage` gives it. */
  signature: string
}

/**
 * Whether `signature` is `address`'s BIP-322 "simple" signature of `message` (P2WPKH or
 * single-key P2TR, on any chain): what a site or a server checks of a sign-in. Never throws:
 * an address or signature it cannot read is `false`. Loads bitcoinjs-lib with `import()`.
 *
 * @example
 * await verifyBitcoinSignature({ address, message, signature }) // true
 */
export async function verifyBitcoinSignature({
  address,
  message,
  signature,
}: VerifyBitcoinSignatureParameters): Promise<boolean> {
  const [{ decodeWitness, verifyBip322 }, { address: addressCodec }, { libNetworkOf }] =
    await Promise.all([import('../bip322.js'), import('bitcoinjs-lib'), import('../libNetwork.js')])
  const chain = chainOfAddress(address)
  if (!chain) return false
  try {
    const witness = decodeWitness(base64ToBytes(signature))
    if (!witness) return false
    return verifyBip322(addressCodec.toOutputScript(address, libNetworkOf(chain)), message, witness)
  } catch {
    return false
  }
}
