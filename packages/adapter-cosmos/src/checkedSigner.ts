import { type AminoSignResponse, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { type DirectSignResponse, makeSignBytes, type OfflineSigner } from '@cosmjs/proto-signing'
import { AdapterError } from '@latch/core'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { KeplrOfflineSigner } from './keplr.js'
import { askWallet } from './walletRejection.js'

function refuse(problem: string): never {
  throw new AdapterError('INVALID_SIGNATURE', { details: `a wallet signature ${problem}` })
}

/** The 64 bytes of a wallet's signature when they are the key's signature of `signBytes`. */
function checkSignature(signature: unknown, signBytes: Uint8Array, publicKey: Uint8Array) {
  const value = (signature as { signature?: unknown } | undefined)?.signature
  let bytes: Uint8Array
  try {
    bytes = fromBase64(typeof value === 'string' ? value : '')
  } catch {
    return refuse('that is not base64')
  }
  if (bytes.length !== 64) return refuse(`of ${bytes.length} bytes (not 64)`)
  let valid = false
  try {
    valid = Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(bytes),
      new Sha256(signBytes).digest(),
      publicKey,
    )
  } catch {
    valid = false
  }
  if (!valid) refuse("that is not the account's signature of the transaction")
}

/**
 * The wallet's signer for cosmjs, with each signature checked against the account's key before
 * cosmjs builds the transaction: a wallet that returns a malformed or wrong signature stops the
 * send with a clear error (`INVALID_SIGNATURE`) and nothing is broadcast, where the node would
 * only say "unauthorized". Refusals become 4001. Direct where the wallet offers it, amino
 * otherwise, and always for `aminoOnly` (a Ledger key, whose app reads no protobuf).
 */
export function checkedSigner(
  signer: KeplrOfflineSigner,
  publicKey: Uint8Array,
  aminoOnly: boolean,
): OfflineSigner {
  const getAccounts = () => signer.getAccounts()
  if (!aminoOnly && 'signDirect' in signer && typeof signer.signDirect === 'function') {
    return {
      getAccounts,
      async signDirect(address: string, signDoc: SignDoc): Promise<DirectSignResponse> {
        const response = await askWallet(() => signer.signDirect(address, signDoc))
        if (!response?.signed) return refuse('without the signed transaction')
        checkSignature(response.signature, makeSignBytes(response.signed), publicKey)
        return response
      },
    }
  }
  return {
    getAccounts,
    async signAmino(address: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
      const response = await askWallet(() => signer.signAmino(address, signDoc))
      if (!response?.signed) return refuse('without the signed transaction')
      checkSignature(response.signature, serializeSignDoc(response.signed), publicKey)
      return response
    },
  }
}
