import {
  createKeyPairFromBytes,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
} from '@solana/kit'
import { invalidParams } from './requestParams.js'

/** One ed25519 keypair of the Solana test wallet, signing with WebCrypto. */
export type SolanaWalletKey = {
  readonly address: string
  readonly publicKey: Uint8Array
  /** The ed25519 signature of `bytes` (64 bytes). */
  sign(bytes: Uint8Array): Promise<Uint8Array>
  /** Adds this key's signature to a wire transaction that asks for it. */
  signTransaction(wire: Uint8Array): Promise<Uint8Array>
}

/**
 * A key from a base58 64-byte keypair (seed, then public key). The public key is read at
 * once, so the wallet can list its accounts synchronously; WebCrypto imports the private key
 * on the first signature, and checks there that it matches the public key.
 */
export function solanaWalletKey(secretKey: string): SolanaWalletKey {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(secretKey))
  } catch {
    throw new Error('a Solana secret key must be base58')
  }
  if (bytes.length !== 64) throw new Error(`a Solana keypair has 64 bytes, not ${bytes.length}`)
  const publicKey = bytes.slice(32)
  const address = getBase58Decoder().decode(publicKey)
  let keyPair: Promise<CryptoKeyPair> | undefined
  const sign = async (data: Uint8Array) => {
    keyPair ??= createKeyPairFromBytes(bytes)
    return new Uint8Array(await signBytes((await keyPair).privateKey, data))
  }
  return {
    address,
    publicKey,
    sign,
    async signTransaction(wire) {
      let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
      try {
        transaction = getTransactionDecoder().decode(wire)
      } catch (cause) {
        throw invalidParams(
          `Not a Solana wire transaction: ${cause instanceof Error ? cause.message : String(cause)}`,
        )
      }
      if (!Object.hasOwn(transaction.signatures, address)) {
        throw invalidParams(`The transaction does not ask ${address} to sign it`)
      }
      const signature = await sign(new Uint8Array(transaction.messageBytes))
      return new Uint8Array(
        getTransactionEncoder().encode({
          ...transaction,
          signatures: { ...transaction.signatures, [address]: signature },
        } as typeof transaction),
      )
    },
  }
}
