// Test-only: a BIP-322 "simple" signer of its own, written from the BIP (not adapter-bitcoin's
// code), so that the routes' tests check the server's verifier against an independent signer.
import * as ecc from '@bitcoinerlab/secp256k1'
import {
  crypto,
  initEccLib,
  type Network,
  networks,
  opcodes,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

export type BitcoinTestSigner = {
  address: string
  /** The BIP-322 simple signature of `message`, base64. */
  sign(message: string): string
}

/** BIP-322 `to_sign` for `message` and the signer's output script. */
function toSign(outputScript: Uint8Array, message: string): Transaction {
  const tag = crypto.sha256(Buffer.from('BIP0322-signed-message'))
  const messageHash = crypto.sha256(Buffer.concat([tag, tag, Buffer.from(message)]))
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0 as number, messageHash]),
  )
  toSpend.addOutput(outputScript, 0n)
  const spending = new Transaction()
  spending.version = 0
  spending.addInput(toSpend.getHash(), 0, 0)
  spending.addOutput(script.compile([opcodes.OP_RETURN as number]), 0n)
  return spending
}

/** The serialized witness stack (all items shorter than 253 bytes here). */
function witnessBytes(items: Uint8Array[]): string {
  const parts: Uint8Array[] = [Uint8Array.of(items.length)]
  for (const item of items) parts.push(Uint8Array.of(item.length), item)
  return Buffer.concat(parts).toString('base64')
}

/**
 * A P2WPKH or a P2TR (key path) signer of the 32-byte private key `secret` on `network`
 * (mainnet by default).
 */
export function bitcoinTestSigner(
  type: 'p2wpkh' | 'p2tr',
  secret: Uint8Array,
  network: Network = networks.bitcoin,
): BitcoinTestSigner {
  const key = ECPair.fromPrivateKey(secret)
  if (type === 'p2wpkh') {
    const payment = payments.p2wpkh({ pubkey: key.publicKey, network })
    return {
      address: payment.address as string,
      sign(message) {
        const scriptCode = payments.p2pkh({ pubkey: key.publicKey }).output as Uint8Array
        const digest = toSign(payment.output as Uint8Array, message).hashForWitnessV0(
          0,
          scriptCode,
          0n,
          Transaction.SIGHASH_ALL,
        )
        const signature = script.signature.encode(key.sign(digest), Transaction.SIGHASH_ALL)
        return witnessBytes([signature, key.publicKey])
      },
    }
  }
  const internal = key.publicKey.subarray(1)
  const payment = payments.p2tr({ internalPubkey: internal, network })
  const tweaked = key.tweak(crypto.taggedHash('TapTweak', internal))
  return {
    address: payment.address as string,
    sign(message) {
      const output = payment.output as Uint8Array
      const digest = toSign(output, message).hashForWitnessV1(
        0,
        [output],
        [0n],
        Transaction.SIGHASH_DEFAULT,
      )
      return witnessBytes([tweaked.signSchnorr(digest)])
    },
  }
}
