import * as ecc from '@bitcoinerlab/secp256k1'
import { ProviderRpcError, providerErrorCodes } from '@latch/test-wallets'
import { bip322MessageHash, legacyMessageHash } from '@latch/test-wallets/internal'
import { address, initEccLib, type Network, networks, Psbt, Transaction } from 'bitcoinjs-lib'

// What the Xverse- and Leather-shaped test providers read from PSBTs, addresses and messages,
// loaded with import() on their first such request so that their page entry carries no
// bitcoinjs, as the Bitcoin test wallet's own signing half is.

initEccLib(ecc)

const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

// The test wallet's chains spell their segwit addresses with one of these.
const networkOfHrp: Readonly<Record<string, Network>> = {
  bcrt: networks.regtest,
  tb: networks.testnet,
}

function networkOf(hrp: string): Network {
  const network = networkOfHrp[hrp]
  if (!network) throw invalid(`No network spells its addresses ${hrp}1…`)
  return network
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The address each input of a PSBT spends from, on the chain whose addresses begin with
 * `hrp` (undefined for an input whose script has no address there): what a wallet reads to
 * know which of its keys signs which input. -32602 for bytes that are not a PSBT.
 */
export function psbtInputAddresses(bytes: Uint8Array, hrp: string): (string | undefined)[] {
  const network = networkOf(hrp)
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(bytes, { network })
  } catch (cause) {
    throw invalid(`Not a PSBT: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return psbt.data.inputs.map((input, index) => {
    const outpoint = psbt.txInputs[index]
    const script =
      input.witnessUtxo?.script ??
      (input.nonWitnessUtxo && outpoint
        ? Transaction.fromBuffer(input.nonWitnessUtxo).outs[outpoint.index]?.script
        : undefined)
    if (!script) return undefined
    try {
      return address.fromOutputScript(script, network)
    } catch {
      return undefined
    }
  })
}

/** The BIP-341 output key of a taproot address (its witness program), hex. */
export function taprootOutputKey(taprootAddress: string): string {
  const { version, data } = address.fromBech32(taprootAddress)
  if (version !== 1 || data.length !== 32)
    throw invalid(`${taprootAddress} is not a taproot address`)
  return toHex(data)
}

/**
 * The digest a message signature signs, hex: BIP-322's tagged hash, or the legacy
 * `signmessage` double SHA-256 of the prefixed message (ECDSA), as sats-connect's
 * `messageHash` reports it.
 */
export function messageHashOf(message: Uint8Array, protocol: 'BIP322' | 'ECDSA'): string {
  return toHex(protocol === 'BIP322' ? bip322MessageHash(message) : legacyMessageHash(message))
}
