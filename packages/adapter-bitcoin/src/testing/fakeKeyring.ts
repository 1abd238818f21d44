// Test-only: the keys of fakeBitcoinWallet behind the stand-ins of the other wallet protocols
// (sats-connect, UniSat, Leather, a WalletConnect session), so that each signs for real.
import * as ecc from '@bitcoinerlab/secp256k1'
import type { WalletAccount } from '@wallet-standard/base'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinAccount } from '../bitcoinAccount.js'
import { type BitcoinChain, type BitcoinChainName, bitcoinChains } from '../bitcoinChains.js'
import { finalizeTransfer } from '../finalizeTransfer.js'
import { libNetworkOf } from '../libNetwork.js'
import { bytesToHex } from '../signerSupport.js'
import { buildTransferPsbt } from '../transferPsbt.js'
import { fakeBitcoinWallet } from './fakeBitcoinWallet.js'

type SignTransaction = (input: {
  psbt: Uint8Array
  chain: string
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
}) => Promise<{ signedPsbt: Uint8Array }[]>

export function chainNamed(name: BitcoinChainName): BitcoinChain {
  return bitcoinChains.find((chain) => chain.name === name) as BitcoinChain
}

/**
 * A P2WPKH payment key and a P2TR ordinals key on each chain named: their addresses and public
 * keys, BIP-322 signatures of a text, and PSBT inputs signed by address (finalized or not).
 */
export function fakeKeyring(
  chains: readonly BitcoinChainName[] = ['testnet', 'mainnet'],
  options: { finalizes?: boolean; keySeed?: number } = {},
) {
  const fake = fakeBitcoinWallet({ chains, ...options })
  const signTransaction = (
    fake.wallet.features['bitcoin:signTransaction'] as { signTransaction: SignTransaction }
  ).signTransaction
  const accountOf = (address: string) => {
    const account = fake.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new Error(`no key for ${address}`)
    return account
  }
  return {
    addressOf: fake.addressOf,
    publicKeyOf: (address: string) => bytesToHex(accountOf(address).publicKey),
    /** The BIP-322 "simple" signature of `text` by `address`, base64. */
    signText: (address: string, text: string) => fake.signText(address, text),
    /** The PSBT with each address's inputs signed, as the wallet hands it back. */
    async signPsbt(
      psbt: Uint8Array,
      chain: BitcoinChainName,
      byAddress: Readonly<Record<string, readonly number[]>>,
    ): Promise<Uint8Array> {
      const [output] = await signTransaction({
        psbt,
        chain: `bitcoin:${chain}`,
        inputsToSign: Object.entries(byAddress).map(([address, indexes]) => ({
          account: accountOf(address),
          signingIndexes: [...indexes],
        })),
      })
      return (output as { signedPsbt: Uint8Array }).signedPsbt
    },
  }
}

/** An unsigned transfer PSBT from `from`'s two outputs, as the adapter's transfer builds it. */
export function transferPsbtFrom(from: BitcoinAccount, to: string, chain: BitcoinChain) {
  return buildTransferPsbt({
    from,
    to,
    amount: 30_000n,
    chain,
    utxos: [
      { txid: 'a'.repeat(64), vout: 0, value: 25_000n, confirmed: true },
      { txid: 'b'.repeat(64), vout: 1, value: 20_000n, confirmed: true },
    ],
    feeRate: 2,
  })
}

/**
 * Whether every input of `signed` carries a valid signature (ECDSA or Schnorr by its key), and
 * the raw transaction the adapter finalizes from it: what a signer must give back.
 */
export function readSignedTransfer(built: Uint8Array, signed: Uint8Array, chain: BitcoinChain) {
  const psbt = Psbt.fromBuffer(signed, { network: libNetworkOf(chain) })
  const validSignatures = psbt.data.inputs.map((input, index) => {
    if (input.finalScriptWitness) return 'finalized'
    if (!input.partialSig?.length && !input.tapKeySig) return false
    return psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
      pubkey.length === 32
        ? ecc.verifySchnorr(hash, pubkey, signature)
        : ecc.verify(hash, pubkey, signature),
    )
  })
  return { validSignatures, transaction: finalizeTransfer(built, signed, chain) }
}
