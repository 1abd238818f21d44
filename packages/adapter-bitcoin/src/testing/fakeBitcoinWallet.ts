// Test-only: a Bitcoin Wallet Standard wallet with real keys, as an extension would register
// it, until @latch/testkit's "Latch Bitcoin Test Wallet" exists.
import * as ecc from '@bitcoinerlab/secp256k1'
import { ProviderRpcError } from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { crypto, initEccLib, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { bip322ToSign } from '../bip322.js'
import { type BitcoinChainName, bitcoinChains } from '../bitcoinChains.js'
import { encodeWitness } from '../bitcoinSignature.js'
import { libNetworkOf } from '../libNetwork.js'
import { bytesToBase64, bytesToHex } from '../signerSupport.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

const xOnly = (key: Uint8Array) => key.subarray(1, 33)

export type FakeBitcoinWalletOptions = {
  name?: string
  icon?: string
  chains?: readonly BitcoinChainName[]
  /** Whether the wallet finalizes the inputs it signs (some do, some leave it to the site). */
  finalizes?: boolean
  /** Legacy-only wallets sign messages the BIP-137 way; this one can also refuse to sign. */
  features?: readonly string[]
  /** Another seed gives other keys: another account of the same wallet. */
  keySeed?: number
}

type Key = { key: ECPairInterface; taproot: boolean }

/**
 * A wallet with a P2WPKH payment key and a P2TR ordinals key (fixed, so addresses are stable),
 * accounts on each chain it names, signing PSBT inputs and BIP-322 messages for real.
 */
export function fakeBitcoinWallet(options: FakeBitcoinWalletOptions = {}) {
  const seed = options.keySeed ?? 1
  const payment = ECPair.fromPrivateKey(new Uint8Array(32).fill(seed))
  const ordinals = ECPair.fromPrivateKey(new Uint8Array(32).fill(seed + 1))
  const tweaked = ordinals.tweak(crypto.taggedHash('TapTweak', xOnly(ordinals.publicKey)))
  const chainNames = options.chains ?? ['regtest', 'testnet']
  const keys = new Map<string, Key>()
  const accounts: WalletAccount[] = []
  const walletChains = chainNames.map((name) => `bitcoin:${name}` as const)
  for (const name of chainNames) {
    const chain = bitcoinChains.find((candidate) => candidate.name === name)
    if (!chain) continue
    const network = libNetworkOf(chain)
    const wpkh = payments.p2wpkh({ pubkey: payment.publicKey, network })
    const tr = payments.p2tr({ internalPubkey: xOnly(ordinals.publicKey), network })
    for (const [address, publicKey, key] of [
      [wpkh.address, payment.publicKey, { key: payment, taproot: false }],
      [tr.address, ordinals.publicKey, { key: tweaked, taproot: true }],
    ] as const) {
      if (!address) continue
      keys.set(address, key)
      accounts.push({
        address,
        publicKey,
        chains: [chain.walletChain],
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
      })
    }
  }

  const state = {
    connected: false,
    rejectNext: false,
    signRequests: [] as { chain: string; indexes: number[][]; psbtHex: string }[],
    listeners: new Set<(change: { accounts?: readonly WalletAccount[] }) => void>(),
  }
  function refuse() {
    if (!state.rejectNext) return
    state.rejectNext = false
    throw new ProviderRpcError(4001, 'User rejected the request')
  }

  const allFeatures: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }: { purposes: string[] }) {
        refuse()
        if (purposes.join() !== 'payment,ordinals') throw new Error('unexpected purposes')
        state.connected = true
        return { accounts }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        refuse()
        return inputs.map(({ account, message }) => {
          const signer = keys.get(account.address)
          if (!signer) throw new Error(`no key for ${account.address}`)
          const text = new TextDecoder().decode(message)
          const outputScript = accountScript(account.address)
          const toSign = bip322ToSign(outputScript, text)
          let witness: Uint8Array[]
          if (signer.taproot) {
            const digest = toSign.hashForWitnessV1(
              0,
              [outputScript],
              [0n],
              Transaction.SIGHASH_DEFAULT,
            )
            witness = [signer.key.signSchnorr(digest)]
          } else {
            const { output } = payments.p2pkh({ hash: outputScript.subarray(2) })
            const digest = toSign.hashForWitnessV0(
              0,
              output as Uint8Array,
              0n,
              Transaction.SIGHASH_ALL,
            )
            const encoded = script.signature.encode(
              signer.key.sign(digest),
              Transaction.SIGHASH_ALL,
            )
            witness = [encoded, signer.key.publicKey]
          }
          return { signedMessage: message, signature: encodeWitness(witness) }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(
        ...inputs: {
          psbt: Uint8Array
          chain: string
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }[]
      ) {
        refuse()
        return inputs.map(({ psbt: bytes, chain, inputsToSign }) => {
          const target = bitcoinChains.find((candidate) => candidate.walletChain === chain)
          if (!target || !walletChains.includes(target.walletChain)) throw new Error(`no ${chain}`)
          const psbt = Psbt.fromBuffer(bytes, { network: libNetworkOf(target) })
          state.signRequests.push({
            chain,
            indexes: inputsToSign.map((input) => input.signingIndexes),
            psbtHex: bytesToHex(bytes),
          })
          for (const { account, signingIndexes } of inputsToSign) {
            const signer = keys.get(account.address)
            if (!signer) throw new Error(`no key for ${account.address}`)
            for (const index of signingIndexes) {
              psbt.signInput(index, signer.key)
              if (options.finalizes) psbt.finalizeInput(index)
            }
          }
          return { signedPsbt: psbt.toBuffer() }
        })
      },
    },
    'bitcoin:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.connected = false
      },
    },
    'bitcoin:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void) {
        state.listeners.add(listener)
        return () => state.listeners.delete(listener)
      },
    },
  }
  const enabled = options.features ?? Object.keys(allFeatures)
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Bitcoin Wallet',
    icon: (options.icon ?? 'data:image/svg+xml;base64,PHN2Zy8+') as Wallet['icon'],
    chains: walletChains,
    get accounts() {
      return state.connected ? accounts : []
    },
    features: Object.fromEntries(
      Object.entries(allFeatures).filter(([name]) => enabled.includes(name)),
    ) as Wallet['features'],
  }

  function accountScript(address: string): Uint8Array {
    const account = accounts.find((candidate) => candidate.address === address)
    const chain = bitcoinChains.find((candidate) => candidate.walletChain === account?.chains[0])
    if (!chain) throw new Error(`unknown ${address}`)
    const network = libNetworkOf(chain)
    return (
      keys.get(address)?.taproot
        ? payments.p2tr({ address, network }).output
        : payments.p2wpkh({ address, network }).output
    ) as Uint8Array
  }

  const addressOf = (chain: BitcoinChainName, type: 'payment' | 'ordinal') => {
    const walletChain = `bitcoin:${chain}`
    const account = accounts.filter((candidate) => candidate.chains[0] === walletChain)[
      type === 'payment' ? 0 : 1
    ]
    if (!account) throw new Error(`no ${type} account on ${chain}`)
    return account.address
  }

  return {
    wallet,
    state,
    accounts,
    addressOf,
    paymentPublicKey: bytesToHex(payment.publicKey),
    rejectNext() {
      state.rejectNext = true
    },
    /** The wallet's BIP-322 signature of `text` by `address`, base64 as the adapter gives it. */
    async signText(address: string, text: string): Promise<string> {
      const account = accounts.find((candidate) => candidate.address === address)
      if (!account) throw new Error(`no account ${address}`)
      const feature = wallet.features['bitcoin:signMessage'] as {
        signMessage(input: {
          account: WalletAccount
          message: Uint8Array
        }): Promise<{ signature: Uint8Array }[]>
      }
      const [output] = await feature.signMessage({
        account,
        message: new TextEncoder().encode(text),
      })
      return bytesToBase64((output as { signature: Uint8Array }).signature)
    },
    /** Tells the app its accounts changed, as the wallet's own UI would. */
    changeAccounts(next: readonly WalletAccount[]) {
      for (const listener of state.listeners) listener({ accounts: next })
    },
  }
}

/** A registry holding the given wallets, as `getWallets()` would. */
export function walletRegistry(...wallets: Wallet[]) {
  return { get: () => wallets, on: () => () => {} }
}
