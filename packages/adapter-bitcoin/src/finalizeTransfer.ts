import { AdapterError } from '@latch/core'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinChain } from './bitcoinChains.js'
import { libNetworkOf } from './libNetwork.js'
import { bytesToHex } from './signerSupport.js'

export type FinalizeTransferReturnType = { hex: string; txid: string }

function unsignedTxOf(psbt: Psbt): string {
  const inputs = psbt.txInputs.map(
    (input) => `${bytesToHex(input.hash)}:${input.index}:${input.sequence}`,
  )
  const outputs = psbt.txOutputs.map((output) => `${bytesToHex(output.script)}:${output.value}`)
  return JSON.stringify([psbt.version, psbt.locktime, inputs, outputs])
}

/**
 * The raw transaction of a PSBT the wallet signed: the same transaction the adapter built
 * (a wallet that changed an input or an output is refused), each input finalized unless the
 * wallet did it, then extracted. A signature that does not finalize is `TRANSACTION_FAILED`.
 */
export function finalizeTransfer(
  built: Uint8Array,
  signed: Uint8Array,
  chain: BitcoinChain,
): FinalizeTransferReturnType {
  const network = libNetworkOf(chain)
  const psbt = Psbt.fromBuffer(signed, { network })
  if (unsignedTxOf(psbt) !== unsignedTxOf(Psbt.fromBuffer(built, { network }))) {
    throw new AdapterError('TRANSACTION_FAILED', {
      values: { id: 'unsent' },
      details: 'the wallet signed another transaction than the one built',
    })
  }
  try {
    psbt.data.inputs.forEach((input, index) => {
      if (!input.finalScriptWitness && !input.finalScriptSig) psbt.finalizeInput(index)
    })
    const transaction = psbt.extractTransaction()
    return { hex: transaction.toHex(), txid: transaction.getId() }
  } catch (cause) {
    throw new AdapterError('TRANSACTION_FAILED', {
      values: { id: 'unsent' },
      details: 'the wallet did not sign every input',
      cause,
    })
  }
}
