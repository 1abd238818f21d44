import * as ecc from '@bitcoinerlab/secp256k1'
import { Verifier } from 'bip322-js'
import { address, initEccLib, networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  signBip322Simple,
} from './bip322Signature.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'

initEccLib(ecc)

// bip322-js (a devDependency, written by others) is the oracle here. It throws for some
// inputs it cannot handle instead of answering false; such a throw fails the test.

const ECPair = ECPairFactory(ecc)
const encode = (text: string) => new TextEncoder().encode(text)
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

// The BIP-322 test vectors (bips/bip-0322.mediawiki, "Test vectors").
const vectorWif = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

describe('BIP-322 vectors', () => {
  it('default: message hashes', () => {
    expect(Buffer.from(bip322MessageHash(encode(''))).toString('hex')).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(Buffer.from(bip322MessageHash(encode('Hello World'))).toString('hex')).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('default: to_spend and to_sign transaction ids', () => {
    const script = address.toOutputScript(vectorAddress, networks.bitcoin)
    const empty = bip322ToSpend(script, encode(''))
    expect(empty.getId()).toBe('c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7')
    expect(bip322ToSign(empty).getId()).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    )
    const hello = bip322ToSpend(script, encode('Hello World'))
    expect(hello.getId()).toBe('b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b')
    expect(bip322ToSign(hello).getId()).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    )
  })

  it('default: "Hello World" signs to the vector, byte for byte (low-R ECDSA, as Core)', () => {
    const signature = signBip322Simple({
      key: ECPair.fromWIF(vectorWif),
      type: 'p2wpkh',
      script: address.toOutputScript(vectorAddress, networks.bitcoin),
      message: encode('Hello World'),
    })
    expect(base64(signature)).toBe(
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
    expect(Verifier.verifySignature(vectorAddress, 'Hello World', base64(signature))).toBe(true)
  })
})

describe('signBip322Simple', () => {
  const network = networks.regtest
  const [account] = bitcoinDevAccounts
  const cases = [
    ['p2wpkh', account?.payment.privateKey, account?.payment.address],
    ['p2tr', account?.ordinals.privateKey, account?.ordinals.address],
  ] as const

  it.each(cases)(
    'behavior: a %s signature that bip322-js verifies, and only for its message',
    (type, wif, addr) => {
      const message = 'Sign in to Latch\nNonce: 4f1c'
      const signature = base64(
        signBip322Simple({
          key: ECPair.fromWIF(wif as string, network),
          type,
          script: address.toOutputScript(addr as string, network),
          message: encode(message),
        }),
      )
      expect(Verifier.verifySignature(addr as string, message, signature)).toBe(true)
      expect(Verifier.verifySignature(addr as string, `${message}.`, signature)).toBe(false)
      const otherKeyAddress =
        type === 'p2tr'
          ? (payments.p2tr({
              internalPubkey: ECPair.makeRandom().publicKey.subarray(1, 33),
              network,
            }).address as string)
          : (payments.p2wpkh({ pubkey: ECPair.makeRandom().publicKey, network }).address as string)
      expect(Verifier.verifySignature(otherKeyAddress, message, signature)).toBe(false)
    },
  )
})
