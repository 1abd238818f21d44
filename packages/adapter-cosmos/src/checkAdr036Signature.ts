// The check of verifyCosmosSignature, over cosmjs: loaded with `import()` on the first check,
// so that the package's entry carries no chain SDK. The parameters are declared here so that
// this module imports nothing of the one that loads it.
import { rawSecp256k1PubkeyToRawAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, toBech32 } from '@cosmjs/encoding'
import { adr036SignDoc } from './adr036.js'
import { type CosmosSignature, readCosmosSignature } from './cosmosSignature.js'

export type VerifyCosmosSignatureParameters = {
  /** The signed text (the adapter's `signMessage` signs its UTF-8 bytes). */
  message: string
  /**
   * The amino `StdSignature` (`{ pub_key, signature }`) as the adapter's `signMessage` returns
   * it (its JSON text), or the object itself.
   */
  signature: string | CosmosSignature
  /** The bech32 address of the key, any chain's prefix. */
  address: string
}

function parsed(signature: VerifyCosmosSignatureParameters['signature']): unknown {
  if (typeof signature !== 'string') return signature
  try {
    return JSON.parse(signature)
  } catch {
    return undefined
  }
}

/** See `verifyCosmosSignature`, which loads this module on its first check. */
export function checkAdr036Signature({
  message,
  signature,
  address,
}: VerifyCosmosSignatureParameters): boolean {
  // ADR-036: the data of a `MsgSignData` must not be empty; nothing signed nothing.
  if (message.length === 0) return false
  try {
    const { pub_key: pubKey, signature: value } = readCosmosSignature(parsed(signature))
    const publicKey = fromBase64(pubKey.value)
    // The key must be the address's: its hash is what the address encodes.
    const { prefix } = fromBech32(address, 90)
    if (toBech32(prefix, rawSecp256k1PubkeyToRawAddress(publicKey)) !== address) return false
    const digest = new Sha256(serializeSignDoc(adr036SignDoc(address, message))).digest()
    return Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(value)),
      digest,
      publicKey,
    )
  } catch {
    // A malformed address, key or signature (a point off the curve...) is not a valid one.
    return false
  }
}
