import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { testWalletIcon } from '../announceTestWallet.js'
import { checkAccountIndex } from '../checkAccountIndex.js'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import { createRejectionQueue } from '../rejectionQueue.js'
import { type RememberSite, siteGrant } from '../rememberSite.js'
import { createStandardChangeListeners } from '../standardChangeListeners.js'
import type { StandardTestWalletControls } from '../standardTestWalletControls.js'
import { bytesOf, chainUrlOf } from '../standardWalletInputs.js'
import type { BitcoinDevAccount, BitcoinDevKey } from './bitcoinDevAccounts.js'
import {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
  BitcoinDisconnect,
  type BitcoinDisconnectFeature,
  BitcoinEvents,
  type BitcoinEventsChangeProperties,
  type BitcoinEventsFeature,
  type BitcoinSigHash,
  BitcoinSignAndSendTransaction,
  type BitcoinSignAndSendTransactionFeature,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
  type BitcoinSignTransactionInput,
} from './bitcoinWalletFeatures.js'
import { withSegwitHrp } from './segwitAddressHrp.js'

/** The address types the test wallet's keys have. */
export type WalletKeyType = 'p2wpkh' | 'p2tr'

/** One account's part of a PSBT to sign. */
export type PsbtSigningRequest = {
  readonly key: BitcoinDevKey
  readonly type: WalletKeyType
  readonly indexes: readonly number[]
  readonly sigHash: BitcoinSigHash | undefined
}

export type CreateBitcoinTestWalletParameters = {
  /** The accounts the user can switch between (e.g. `bitcoinDevAccounts`); the first is selected. */
  readonly accounts: readonly BitcoinDevAccount[]
  /**
   * The chains the wallet signs for, each with the Esplora URL it broadcasts to, e.g.
   * `{ 'bitcoin:regtest': bitcoin.url }`. `bitcoin:regtest`, `bitcoin:testnet` and
   * `bitcoin:signet`: on the last two the keys have their `tb1…` addresses (the same scripts).
   */
  readonly chains: Readonly<Record<string, string>>
  readonly name?: string
  readonly icon?: WalletIcon
  /**
   * Remembers the purposes the site was granted there, so that after a reload the wallet
   * lists their accounts again (`wallet.accounts`), as a browser wallet does for a site it
   * trusts. Forgotten by default.
   */
  readonly rememberSite?: RememberSite
}

/** A wallet account as the Bitcoin test wallet describes it, beyond the standard's fields. */
export type BitcoinTestWalletAccount = WalletAccount & {
  readonly purpose: BitcoinAddressPurpose
  /** sats-connect's name for the address type. */
  readonly addressType: WalletKeyType
  /** The key's BIP-32 path (SPEC.md §3 "Bitcoin account"). */
  readonly path: string
}

/** What tests (never dapps) use to steer the wallet as its user would. */
export type BitcoinTestWalletControls = StandardTestWalletControls & {
  /** The selected account's index. */
  readonly accountIndex: number
}

type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  BitcoinDisconnectFeature &
  BitcoinEventsFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  BitcoinSignAndSendTransactionFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

/** A wallet-standard Bitcoin wallet backed by real keys, with its controls. */
export type BitcoinTestWallet = Wallet & {
  readonly features: BitcoinTestWalletFeatures
} & BitcoinTestWalletControls

// Features that ask the user: `rejectNext()` without a feature targets these.
const promptingFeatures: ReadonlySet<string> = new Set([
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  BitcoinSignAndSendTransaction,
])

const accountFeatures = [
  BitcoinSignMessage,
  BitcoinSignTransaction,
  BitcoinSignAndSendTransaction,
] as const satisfies readonly IdentifierString[]

const purposes = ['payment', 'ordinals'] as const satisfies readonly BitcoinAddressPurpose[]
const keyTypes = { payment: 'p2wpkh', ordinals: 'p2tr' } as const

// The human-readable part of each chain's segwit addresses; the keys sign for no mainnet.
const walletChainHrps: ReadonlyMap<string, string> = new Map([
  ['bitcoin:regtest', 'bcrt'],
  ['bitcoin:testnet', 'tb'],
  ['bitcoin:signet', 'tb'],
])

const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

/** Bitcoin Core's error as electrs passes it on: `sendrawtransaction RPC error: {json}`. */
function broadcastError(status: number, body: string): ProviderRpcError {
  const json = /^sendrawtransaction RPC error: (\{.*\})$/s.exec(body)?.[1]
  if (json) {
    try {
      const { code, message } = JSON.parse(json) as { code?: unknown; message?: unknown }
      if (typeof code === 'number' && typeof message === 'string') {
        return new ProviderRpcError(code, message)
      }
    } catch {}
  }
  return new ProviderRpcError(providerErrorCodes.internal, `Broadcast failed (${status}): ${body}`)
}

/**
 * A real wallet-standard Bitcoin wallet for tests and the demo, "Latch Bitcoin Test Wallet":
 * each account has a payment key (P2WPKH) and an ordinals key (P2TR) that sign for real
 * (bitcoinjs-lib, loaded with import() at the first signature), on regtest and, with the
 * same keys' `tb1…` addresses, on testnet and signet: `bitcoin:connect` answers one wallet
 * account per purpose and address, each naming the chains it is of. It implements
 * `bitcoin:connect` (purposes `payment` and `ordinals`), `bitcoin:signMessage` (BIP-322
 * simple; legacy ECDSA with `protocol: 'ECDSA'`), `bitcoin:signTransaction` (PSBT bytes,
 * only the `inputsToSign` of each account), `bitcoin:signAndSendTransaction` (broadcast to
 * the chain's Esplora `POST /tx`), `bitcoin:disconnect` and `bitcoin:events` (with the
 * `standard:` aliases of the last two), and it has {@link BitcoinTestWalletControls} to
 * play the user. Errors carry codes: 4001 rejected, 4100 not connected, -32602 bad input,
 * and Core's own codes (-25, -26 …) for a refused broadcast. Browser-safe.
 *
 * @example
 * const wallet = createBitcoinTestWallet({
 *   accounts: bitcoinDevAccounts,
 *   chains: { 'bitcoin:regtest': bitcoin.url },
 * })
 * registerBitcoinTestWallet(wallet)
 * wallet.rejectNext('bitcoin:signMessage') // the next message signature fails with 4001
 */
export function createBitcoinTestWallet(
  parameters: CreateBitcoinTestWalletParameters,
): BitcoinTestWallet {
  if (parameters.accounts.length === 0) {
    throw new Error('createBitcoinTestWallet needs at least one account')
  }
  const chains = Object.keys(parameters.chains) as IdentifierString[]
  if (chains.length === 0) throw new Error('createBitcoinTestWallet needs a chain')
  for (const chain of chains) {
    if (!walletChainHrps.has(chain)) {
      throw new Error(
        `${chain}: the test wallet signs for ${[...walletChainHrps.keys()].join(', ')} only`,
      )
    }
  }
  // Each address spelling with the chains that use it, in the order of `chains`.
  const hrps = [...new Set(chains.map((chain) => walletChainHrps.get(chain) as string))]
  const chainsOfHrp = (hrp: string) => chains.filter((chain) => walletChainHrps.get(chain) === hrp)
  // Stable, frozen account objects, as the standard asks: apps compare them by identity.
  const walletAccounts = parameters.accounts.map(
    (account) =>
      Object.fromEntries(
        purposes.map((purpose) => {
          const key = account[purpose]
          return [
            purpose,
            hrps.map(
              (hrp): BitcoinTestWalletAccount =>
                Object.freeze({
                  // The dev keys' addresses are regtest ones: the same program, another hrp.
                  address: hrp === 'bcrt' ? key.address : withSegwitHrp(key.address, hrp),
                  publicKey: fromHex(key.publicKey),
                  chains: chainsOfHrp(hrp),
                  features: accountFeatures,
                  purpose,
                  addressType: keyTypes[purpose],
                  path: key.path,
                }),
            ),
          ]
        }),
      ) as Record<BitcoinAddressPurpose, BitcoinTestWalletAccount[]>,
  )
  let selected = 0
  /** The selected account's wallet accounts for `purpose`, one per address spelling. */
  const accountsOf = (purpose: BitcoinAddressPurpose): WalletAccount[] => [
    ...(walletAccounts[selected]?.[purpose] ?? []),
  ]
  const grant = siteGrant(parameters.rememberSite)
  // A stored grant names the purposes granted, e.g. `payment,ordinals`; anything else is none.
  const authorized = new Set<BitcoinAddressPurpose>(
    purposes.filter((purpose) => grant.load()?.split(',').includes(purpose)),
  )
  const saveGrant = () => grant.save(authorized.size === 0 ? undefined : [...authorized].join(','))
  const rejections = createRejectionQueue(promptingFeatures)
  const changes = createStandardChangeListeners<BitcoinEventsChangeProperties>()

  const authorizedAccounts = (): WalletAccount[] =>
    purposes.filter((purpose) => authorized.has(purpose)).flatMap(accountsOf)
  const emitAccounts = () => changes.emit({ accounts: authorizedAccounts() })
  const disconnect = () => {
    if (authorized.size === 0) return
    authorized.clear()
    saveGrant()
    emitAccounts()
  }

  /** The key of a connected account of the selected wallet account. */
  function keyFor(account: WalletAccount | undefined): {
    key: BitcoinDevKey
    type: WalletKeyType
  } {
    const current = parameters.accounts[selected] as BitcoinDevAccount
    // On any chain, the same key: the PSBT and the BIP-322 transactions carry its script.
    const purpose = purposes.find(
      (candidate) =>
        authorized.has(candidate) &&
        accountsOf(candidate).some((known) => known.address === account?.address),
    )
    if (!purpose) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${String(account?.address)} is not an account connected to this site`,
      )
    }
    return { key: current[purpose], type: keyTypes[purpose] }
  }

  const rpcUrlOf = (chain: unknown) => chainUrlOf(parameters.chains, chain)

  /** Checks a signTransaction input before the prompt; the signing requests it makes. */
  function requestsOf(input: BitcoinSignTransactionInput): PsbtSigningRequest[] {
    bytesOf(input?.psbt, 'psbt')
    rpcUrlOf(input.chain)
    if (!Array.isArray(input.inputsToSign) || input.inputsToSign.length === 0) {
      throw invalid('inputsToSign must list the inputs to sign')
    }
    return input.inputsToSign.map((request) => {
      if (!Array.isArray(request?.signingIndexes)) {
        throw invalid('signingIndexes must be an array of input indexes')
      }
      return {
        ...keyFor(request.account),
        indexes: request.signingIndexes,
        sigHash: request.sigHash,
      }
    })
  }

  const signer = () => import('./bitcoinWalletSigner.js')

  async function broadcast(url: string, hex: string): Promise<string> {
    const response = await fetch(`${url}/tx`, { method: 'POST', body: hex })
    const body = await response.text()
    if (!response.ok) throw broadcastError(response.status, body)
    return body.trim()
  }

  const features: BitcoinTestWalletFeatures = {
    [BitcoinConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (!Array.isArray(input?.purposes) || input.purposes.length === 0) {
          throw invalid('purposes must list "payment" and/or "ordinals"')
        }
        const asked: readonly BitcoinAddressPurpose[] = input.purposes
        for (const purpose of asked) {
          if (!purposes.includes(purpose)) throw invalid(`Unknown address purpose ${purpose}`)
        }
        rejections.take(BitcoinConnect)
        const before = authorized.size
        for (const purpose of asked) authorized.add(purpose)
        if (authorized.size !== before) {
          saveGrant()
          emitAccounts()
        }
        return {
          accounts: asked.flatMap(accountsOf),
        }
      },
    },
    [BitcoinDisconnect]: { version: '1.0.0', disconnect: async () => disconnect() },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => disconnect() },
    [BitcoinEvents]: { version: '1.0.0', on: changes.on },
    [StandardEvents]: { version: '1.0.0', on: changes.on },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      async signMessage(...inputs) {
        const keys = inputs.map((input) => {
          bytesOf(input?.message, 'message')
          if (
            input.protocol !== undefined &&
            input.protocol !== 'BIP322' &&
            input.protocol !== 'ECDSA'
          ) {
            throw invalid(`Unknown message protocol ${String(input.protocol)}`)
          }
          return keyFor(input.account)
        })
        rejections.take(BitcoinSignMessage)
        const { signMessage } = await signer()
        return inputs.map((input, index) => {
          const { key, type } = keys[index] as (typeof keys)[number]
          return {
            signedMessage: input.message,
            signature: signMessage(key, type, input.message, input.protocol ?? 'BIP322'),
          }
        })
      },
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const requests = inputs.map(requestsOf)
        rejections.take(BitcoinSignTransaction)
        const { signPsbt } = await signer()
        return inputs.map((input, index) => ({
          signedPsbt: signPsbt(input.psbt, requests[index] ?? [], input.finalize === true),
        }))
      },
    },
    [BitcoinSignAndSendTransaction]: {
      version: '1.0.0',
      async signAndSendTransaction(...inputs) {
        const requests = inputs.map(requestsOf)
        rejections.take(BitcoinSignAndSendTransaction)
        const { extractTransactionHex, signPsbt } = await signer()
        // One after the other, as the standard asks: a later one may spend an earlier one.
        const outputs = []
        for (const [index, input] of inputs.entries()) {
          const signed = signPsbt(input.psbt, requests[index] ?? [], true)
          const txId = await broadcast(rpcUrlOf(input.chain), extractTransactionHex(signed))
          outputs.push({ txId })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: parameters.name ?? 'Latch Bitcoin Test Wallet',
    icon: parameters.icon ?? (testWalletIcon as WalletIcon),
    chains,
    features,
    get accounts() {
      return authorizedAccounts()
    },
    rejectNext: rejections.push,
    setAccount(index: number) {
      checkAccountIndex(index, parameters.accounts.length)
      if (index === selected) return
      selected = index
      if (authorized.size > 0) emitAccounts()
    },
    disconnect,
    get accountIndex() {
      return selected
    },
  }
}
