// Building a transfer needs bitcoinjs-lib and coin selection: loaded with `import()` on the
// first send, so a page that only connects does not download them.
import { coinselect, dustThreshold, type OutputWithValue } from '@bitcoinerlab/coinselect'
import { DescriptorsFactory } from '@bitcoinerlab/descriptors'
import * as ecc from '@bitcoinerlab/secp256k1'
import { AdapterError } from '@latch/core'
import { address as addressCodec, initEccLib, Psbt, payments } from 'bitcoinjs-lib'
import type { BitcoinAccount } from './bitcoinAccount.js'
import type { BitcoinChain } from './bitcoinChains.js'
import type { EsploraUtxo } from './esploraClient.js'
import { libNetworkOf } from './libNetwork.js'
import { hexToBytes } from './signerSupport.js'

/** BIP-125: any sequence under 0xfffffffe lets the sender replace the transaction with a higher fee. */
export const replaceableSequence = 0xfffffffd

// Taproot outputs (addresses, key tweaks, finalizing) need the curve.
initEccLib(ecc)
const { Output } = DescriptorsFactory()

/** The output script of `address` on `chain`; `Invalid address` when it is not one of its. */
function outputScriptOf(address: string, chain: BitcoinChain): Uint8Array {
  try {
    return addressCodec.toOutputScript(address, libNetworkOf(chain))
  } catch (cause) {
    throw new AdapterError('INVALID_ADDRESS', {
      details: `${address} is not a ${chain.name} address`,
      cause,
    })
  }
}

/** What a spend of the payment account's outputs needs beside the output itself. */
function spendFieldsOf(account: BitcoinAccount, script: Uint8Array, chain: BitcoinChain) {
  const publicKey = hexToBytes(account.publicKey)
  const network = libNetworkOf(chain)
  switch (account.addressType) {
    case 'p2wpkh':
      return {}
    case 'p2sh-p2wpkh': {
      const redeem = payments.p2wpkh({ pubkey: publicKey, network })
      // The key must be the one behind the address, or the wallet would sign for another.
      const wrapped = payments.p2sh({ redeem, network })
      if (wrapped.address !== account.address || !redeem.output) {
        throw new AdapterError('INVALID_ADDRESS', {
          details: `${account.address} is not the P2SH-P2WPKH address of its public key`,
        })
      }
      return { redeemScript: redeem.output }
    }
    case 'p2tr': {
      const internal = publicKey.length === 33 ? publicKey.subarray(1) : publicKey
      const { output } = payments.p2tr({ internalPubkey: internal, network })
      if (!output || output.length !== script.length || output.some((b, i) => b !== script[i])) {
        throw new AdapterError('INVALID_ADDRESS', {
          details: `${account.address} is not the key-path taproot address of its public key`,
        })
      }
      return { tapInternalKey: internal }
    }
    case 'p2pkh':
      // A legacy input needs its whole previous transaction, which the adapter does not fetch.
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'Sending from a legacy (P2PKH) address', namespace: 'bip122' },
      })
  }
}

export type BuildTransferPsbtParameters = {
  /** The payment account: its outputs pay, and its address takes the change. */
  from: BitcoinAccount
  to: string
  /** Satoshis. */
  amount: bigint
  chain: BitcoinChain
  /** The unspent outputs of `from`. */
  utxos: readonly EsploraUtxo[]
  /** sat/vB. */
  feeRate: number
}

export type BuildTransferPsbtReturnType = {
  /** The unsigned PSBT (BIP-174). */
  psbt: Uint8Array
  /** The inputs `from` signs: all of them. */
  signingIndexes: number[]
  /** Satoshis. */
  fee: bigint
  /** The change back to `from`, 0 when it would have been dust. */
  change: bigint
}

/**
 * The PSBT of a transfer of `amount` satoshis from the payment account to `to`: inputs chosen
 * among its unspent outputs by @bitcoinerlab/coinselect (segwit and taproot sizes) for
 * `feeRate`, each with its `witnessUtxo` and what its type needs (`redeemScript` for
 * P2SH-P2WPKH, `tapInternalKey` for P2TR), the recipient first and the change back to the
 * account unless it would be dust (it then goes to the fee). Every input signals
 * replace-by-fee. An amount the recipient's output cannot carry (dust) is `Invalid amount`,
 * and so is one the outputs cannot pay with the fee (with the shortfall in the details).
 */
export function buildTransferPsbt({
  from,
  to,
  amount,
  chain,
  utxos,
  feeRate,
}: BuildTransferPsbtParameters): BuildTransferPsbtReturnType {
  const network = libNetworkOf(chain)
  const recipientScript = outputScriptOf(to, chain)
  const changeScript = outputScriptOf(from.address, chain)
  const spendFields = spendFieldsOf(from, changeScript, chain)
  const own = new Output({ descriptor: `addr(${from.address})`, network })
  const recipient = new Output({ descriptor: `addr(${to})`, network })
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new AdapterError('INVALID_AMOUNT')
  const dust = dustThreshold(recipient)
  if (amount <= 0n || amount < BigInt(dust)) {
    throw new AdapterError('INVALID_AMOUNT', {
      details: `${amount} sats is under the dust threshold of ${dust} sats`,
    })
  }
  const candidates = new Map<OutputWithValue, EsploraUtxo>(
    utxos.map((utxo) => [{ output: own, value: Number(utxo.value) }, utxo]),
  )
  const selection =
    candidates.size === 0
      ? undefined
      : coinselect({
          utxos: [...candidates.keys()],
          targets: [{ output: recipient, value: Number(amount) }],
          remainder: own,
          feeRate,
        })
  if (!selection) {
    const available = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
    throw new AdapterError('INVALID_AMOUNT', {
      details: `insufficient funds: ${available} sats available for ${amount} sats and the fee at ${feeRate} sat/vB`,
    })
  }

  const psbt = new Psbt({ network })
  psbt.setVersion(2)
  for (const chosen of selection.utxos) {
    const utxo = candidates.get(chosen) as EsploraUtxo
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      sequence: replaceableSequence,
      witnessUtxo: { script: changeScript, value: utxo.value },
      ...spendFields,
    })
  }
  let change = 0n
  for (const target of selection.targets) {
    const isChange = target.output === own
    if (isChange) change = BigInt(target.value)
    psbt.addOutput({
      script: isChange ? changeScript : recipientScript,
      value: BigInt(target.value),
    })
  }
  return {
    psbt: psbt.toBuffer(),
    signingIndexes: selection.utxos.map((_, index) => index),
    fee: BigInt(selection.fee),
    change,
  }
}
