import * as ecc from '@bitcoinerlab/secp256k1'
import { Verifier } from 'bip322-js'
import { networks } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { expect, it } from 'vitest'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { legacyMessageHash, signLegacyMessage } from './legacyMessageSignature.js'

const ECPair = ECPairFactory(ecc)
const encode = (text: string) => new TextEncoder().encode(text)

it('default: the digest of Core signmessage', () => {
  // The well-known digest of the empty message: double SHA-256 of "\x18Bitcoin Signed Message:\n\x00".
  expect(Buffer.from(legacyMessageHash(encode(''))).toString('hex')).toBe(
    '80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc',
  )
})

it('behavior: a BIP-137 signature of a P2WPKH address, which bip322-js verifies', () => {
  const [account] = bitcoinDevAccounts
  const key = ECPair.fromWIF(account?.payment.privateKey as string, networks.regtest)
  const signature = signLegacyMessage(key.privateKey as Uint8Array, 'p2wpkh', encode('Latch'))
  expect(signature).toHaveLength(65)
  expect([39, 40, 41, 42]).toContain(signature[0])
  const text = Buffer.from(signature).toString('base64')
  expect(Verifier.verifySignature(account?.payment.address as string, 'Latch', text)).toBe(true)
  expect(Verifier.verifySignature(account?.payment.address as string, 'Latch!', text)).toBe(false)
})
