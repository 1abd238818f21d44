import { devMnemonic } from '../devAccounts.js'

/** A funded secp256k1 account on the local Cosmos chains, with what a test wallet needs to sign. */
export type CosmosDevAccount = {
  readonly name: string
  /** The BIP-44 path of {@link devMnemonic} the key derives from: `m/44'/118'/0'/0/i`. */
  readonly path: string
  /** The 32-byte secp256k1 private key, hex. */
  readonly privateKey: `0x${string}`
  /** The 33-byte compressed public key, hex. */
  readonly publicKey: `0x${string}`
  /** Its address on a chain whose bech32 prefix is `cosmos` (other prefixes: the same 20 bytes). */
  readonly address: string
}

/**
 * What each dev account holds when a local Cosmos chain starts, in the chain's base units:
 * 1 000 000 of the fee denom (1 000 000 000 000 `uatom`: a million ATOM at 6 decimals) and
 * as many of the second denom, far more than any test spends.
 */
export const cosmosDevAmount = 1_000_000_000_000n

const account = (
  index: number,
  privateKey: `0x${string}`,
  publicKey: `0x${string}`,
  address: string,
): CosmosDevAccount =>
  Object.freeze({
    name: `Latch Dev ${index}`,
    path: `m/44'/118'/0'/0/${index}`,
    privateKey,
    publicKey,
    address,
  })

/**
 * Five accounts of the repo's one dev mnemonic ({@link devMnemonic}) on Cosmos' coin type 118,
 * the path Keplr and cosmjs' HD wallets derive by default: account i is `m/44'/118'/0'/0/i`.
 * Written out so that browsers need no key derivation to list them; a test derives them again.
 */
export const cosmosDevAccounts: readonly CosmosDevAccount[] = Object.freeze([
  account(
    0,
    '0xe64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
    '0x0223aa679d6d5344e201e0df9f02ab15a84726eee0dfb4e953c46a9e2cb52349dc',
    'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  ),
  account(
    1,
    '0xbb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
    '0x02635f2f6cc244c2e67017eeba8bc70fab7d579c3d06068b81ed8e4ee781f5e3d4',
    'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  ),
  account(
    2,
    '0xdae85909e4c6dae19b62b5fba2b1e6addfeca9805660af9fcac2c27a340f54ae',
    '0x02c35b28a128c664bae55d4d034af6e0964a22b7d8eb4fa69bbce04f1ccd25cb34',
    'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
  ),
  account(
    3,
    '0x770e15c626dc763231590ba861967214827369efac9d009337a9a6da1b18e3c5',
    '0x037ebe9911b2f0dc1c00aa3eb992ecaf18a25d1d26f0ef018919d53e23ef932329',
    'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
  ),
  account(
    4,
    '0xd3206c221cfb779611065240c9c7a6bda14e3c46983e3e7c9bcee5739a5e79ec',
    '0x031eb026ce9288fda6756591a2cf7b0d127ac711f3f47fa100899b48dcefd7c503',
    'cosmos164cy6j05j3kaqlzqgzn9mjz95vqjhxmh6uzja3',
  ),
])
