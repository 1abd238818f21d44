import { readBitcoinSignature } from '../bitcoinSignature.js'
import { chainOfAddress } from '../signerSupport.js'

export type VerifyBitcoinSignatureParameters = {
  address: string
  message: string
  /** Base64, as `signMessage` gives it. */
  signature: string
}

/**
 * Whether `signature` is `address`'s signature of `message`: BIP-322 "simple" (P2WPKH,
 * P2SH-P2WPKH or single-key P2TR), or the legacy "Bitcoin Signed Message" of wallets that
 * have nothing else (P2PKH, and P2WPKH or P2SH-P2WPKH by a compressed key), on any chain:
 * what a site or a server checks of a sign-in. Never throws: an address or signature it
 * cannot read is `false`. Loads bitcoinjs-lib with `import()`.
 *
 * @example
 * await verifyBitcoinSignature({ address, message, signature }) // true
 */
export async function verifyBitcoinSignature({
  address,
  message,
  signature,
}: VerifyBitcoinSignatureParameters): Promise<boolean> {
  const read = readBitcoinSignature(signature)
  const chain = chainOfAddress(address)
  if (!read || !chain) return false
  const [
    { verifyBip322 },
    { verifySignedMessage },
    { address: addressCodec, initEccLib },
    ecc,
    { libNetworkOf },
  ] = await Promise.all([
    import('../bip322.js'),
    import('../bitcoinSignedMessage.js'),
    import('bitcoinjs-lib'),
    import('@bitcoinerlab/secp256k1'),
    import('../libNetwork.js'),
  ])
  // bitcoinjs-lib checks a taproot address's key with the curve library it was given; without
  // one (a server that never built a transfer) every P2TR address would fail to read.
  initEccLib(ecc)
  try {
    const outputScript = addressCodec.toOutputScript(address, libNetworkOf(chain))
    return read.format === 'bip322'
      ? verifyBip322(outputScript, message, read.witness)
      : verifySignedMessage(outputScript, message, read.bytes)
  } catch {
    return false
  }
}
