import * as ecc from '@bitcoinerlab/secp256k1'
import { BIP32Factory } from 'bip32'
import { mnemonicToSeedSync } from 'bip39'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
import { expect, it } from 'vitest'
import { devMnemonic } from '../devAccounts.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'

initEccLib(ecc)

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

it("default: payment keys at m/84'/1'/0'/0/i and ordinals keys at m/86'/1'/1'/0/i of the dev mnemonic", () => {
  const network = networks.regtest
  const root = BIP32Factory(ecc).fromSeed(mnemonicToSeedSync(devMnemonic), network)
  expect(bitcoinDevAccounts).toHaveLength(5)
  for (const [index, account] of bitcoinDevAccounts.entries()) {
    const payment = root.derivePath(`m/84'/1'/0'/0/${index}`)
    expect(account.payment).toEqual({
      path: `m/84'/1'/0'/0/${index}`,
      address: payments.p2wpkh({ pubkey: payment.publicKey, network }).address,
      publicKey: hex(payment.publicKey),
      privateKey: payment.toWIF(),
    })
    const ordinals = root.derivePath(`m/86'/1'/1'/0/${index}`)
    const internalKey = ordinals.publicKey.subarray(1, 33)
    expect(account.ordinals).toEqual({
      path: `m/86'/1'/1'/0/${index}`,
      // BIP-86: the output key is the internal key tweaked with no script tree.
      address: payments.p2tr({ internalPubkey: internalKey, network }).address,
      publicKey: hex(internalKey),
      privateKey: ordinals.toWIF(),
    })
    expect(account.payment.address).toMatch(/^bcrt1q/)
    expect(account.ordinals.address).toMatch(/^bcrt1p/)
  }
})
