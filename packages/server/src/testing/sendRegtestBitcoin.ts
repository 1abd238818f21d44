// Test-only: a regtest payment from a P2WPKH key, built and signed with bitcoinjs-lib and
// broadcast through the Esplora API (`POST /tx`), as a wallet would send one: the ledger
// admits it only after verifying its signatures.
import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

export type SendRegtestBitcoinParameters = {
  /** The ledger's Esplora base URL. */
  esploraUrl: string
  /** The sender's regtest private key, WIF (a dev account's `payment.privateKey`). */
  privateKey: string
  to: string
  sats: bigint
  /** Paid to the miner; 500 sats (over 1 sat/vB for a few inputs). */
  feeSats?: bigint
}

type Utxo = { txid: string; vout: number; value: number }

/**
 * Pays `sats` to `to` from the key's P2WPKH address, its change back to it; resolves with the
 * txid once the mempool holds the transaction (not mined).
 */
export async function sendRegtestBitcoin(parameters: SendRegtestBitcoinParameters) {
  const { esploraUrl, to, sats, feeSats = 500n } = parameters
  const key = ECPair.fromWIF(parameters.privateKey, networks.regtest)
  const payment = payments.p2wpkh({ pubkey: key.publicKey, network: networks.regtest })
  const from = payment.address as string
  const utxos = (await (await fetch(`${esploraUrl}/address/${from}/utxo`)).json()) as Utxo[]
  const psbt = new Psbt({ network: networks.regtest })
  let total = 0n
  for (const utxo of utxos) {
    if (total >= sats + feeSats) break
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.output as Uint8Array, value: BigInt(utxo.value) },
    })
    total += BigInt(utxo.value)
  }
  if (total < sats + feeSats) throw new Error(`${from} holds ${total} sats, not enough`)
  psbt.addOutput({ address: to, value: sats })
  const change = total - sats - feeSats
  if (change > 0n) psbt.addOutput({ address: from, value: change })
  psbt.signAllInputs(key).finalizeAllInputs()
  const response = await fetch(`${esploraUrl}/tx`, {
    method: 'POST',
    body: psbt.extractTransaction().toHex(),
  })
  const answer = await response.text()
  if (!response.ok) throw new Error(`POST /tx: ${response.status} ${answer}`)
  return answer
}
