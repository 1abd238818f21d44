import {
  Bip39,
  EnglishMnemonic,
  Secp256k1,
  Slip10,
  Slip10Curve,
  stringToPath,
} from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { devMnemonic } from '../devAccounts.js'
import { cosmosDevAccounts } from './cosmosDevAccounts.js'

describe('cosmosDevAccounts', () => {
  it("are the dev mnemonic's keys on m/44'/118'/0'/0/i, with cosmjs' addresses for them", async () => {
    const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(devMnemonic))
    const keys = await Promise.all(
      cosmosDevAccounts.map(async ({ path }) => {
        const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, stringToPath(path))
        const { pubkey } = await Secp256k1.makeKeypair(privkey)
        return {
          privateKey: `0x${toHex(privkey)}`,
          publicKey: `0x${toHex(Secp256k1.compressPubkey(pubkey))}`,
        }
      }),
    )
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(devMnemonic, {
      hdPaths: cosmosDevAccounts.map((account) => stringToPath(account.path)),
    })
    const addresses = (await wallet.getAccounts()).map((account) => account.address)
    expect(keys).toEqual(
      cosmosDevAccounts.map(({ privateKey, publicKey }) => ({ privateKey, publicKey })),
    )
    expect(addresses).toEqual(cosmosDevAccounts.map((account) => account.address))
  })
})
