import { fromBase64 } from '@cosmjs/encoding'
import { AdapterError } from '@latch/core'

const secp256k1PubKeyType = 'tendermint/PubKeySecp256k1'

/** The amino `StdSignature` of a Keplr-style wallet: the public key and the 64-byte signature. */
export type CosmosSignature = {
  pub_key: { type: string; value: string }
  signature: string
}

function base64Bytes(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return fromBase64(value).length
  } catch {
    return undefined
  }
}

/**
 * The signature a wallet returned (`signArbitrary`'s StdSignature), checked before it goes
 * anywhere: a secp256k1 public key of 33 bytes and a signature of 64, both base64.
 *
 * @throws {AdapterError} `INVALID_SIGNATURE`, with what was wrong in `details`: a wallet's
 *   malformed answer is an error with a reason, never a crash later.
 */
export function readCosmosSignature(value: unknown): CosmosSignature {
  const { pub_key: pubKey, signature } = (value ?? {}) as {
    pub_key?: { type?: unknown; value?: unknown }
    signature?: unknown
  }
  const problem =
    pubKey?.type !== secp256k1PubKeyType
      ? 'a public key that is not secp256k1'
      : base64Bytes(pubKey.value) !== 33
        ? 'a public key that is not 33 bytes of base64'
        : base64Bytes(signature) !== 64
          ? 'a signature that is not 64 bytes of base64'
          : undefined
  if (problem) {
    throw new AdapterError('INVALID_SIGNATURE', { details: `a wallet signature with ${problem}` })
  }
  return {
    pub_key: { type: secp256k1PubKeyType, value: pubKey?.value as string },
    signature: signature as string,
  }
}
