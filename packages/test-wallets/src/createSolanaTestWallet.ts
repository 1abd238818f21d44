import { getBase58Encoder, getBase64Decoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { testWalletIcon } from './announceTestWallet.js'
import { checkAccountIndex } from './checkAccountIndex.js'
import { requestJsonRpc } from './jsonRpc.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { createRejectionQueue } from './rejectionQueue.js'
import { type RememberSite, siteGrant } from './rememberSite.js'
import { invalidParams } from './requestParams.js'
import { type SolanaWalletKey, solanaWalletKey } from './solanaWalletKey.js'
import { createStandardChangeListeners } from './standardChangeListeners.js'
import type { StandardTestWalletControls } from './standardTestWalletControls.js'
import { bytesOf, chainUrlOf } from './standardWalletInputs.js'

export type CreateSolanaTestWalletParameters = {
  /** Base58 64-byte keypairs (e.g. `solanaDevAccounts[i].secretKey`); the first is selected. */
  readonly secretKeys: readonly string[]
  /**
   * The wallet-standard chains the wallet signs for, each with the RPC it sends through,
   * e.g. `{ 'solana:devnet': devnet.solana.rpcUrl }`.
   */
  readonly chains: Readonly<Record<string, string>>
  readonly name?: string
  readonly icon?: WalletIcon
  /** Remembers the site's grant there, so a silent connect after a reload has the account. */
  readonly rememberSite?: RememberSite
}

/** What tests (never dapps) use to steer the wallet as its user would. */
export type SolanaTestWalletControls = StandardTestWalletControls & {
  /** The selected account. */
  readonly address: string
}

type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A wallet-standard Solana wallet backed by real ed25519 keys, with its controls. */
export type SolanaTestWallet = Wallet & {
  readonly features: SolanaTestWalletFeatures
} & SolanaTestWalletControls

// Features that ask the user: `rejectNext()` without a feature targets these.
const promptingFeatures: ReadonlySet<string> = new Set([
  StandardConnect,
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
])

const accountFeatures = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const satisfies readonly IdentifierString[]

/**
 * A real wallet-standard wallet for Solana, for tests and the demo: ed25519 keys (WebCrypto)
 * sign messages and transactions for real, and `solana:signAndSendTransaction` sends through
 * the chain's RPC (the local litesvm cluster of `startLocalSolana`). It implements
 * `standard:connect` (with `silent`), `standard:disconnect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` (legacy
 * and v0 transactions), and it has {@link SolanaTestWalletControls} to play the user.
 * Errors carry EIP-1193 codes: 4001 rejected, 4100 not connected, -32602 bad input, and
 * the RPC's own codes for a failed send. Browser-safe.
 *
 * @example
 * const wallet = createSolanaTestWallet({
 *   secretKeys: [solanaDevAccounts[0].secretKey],
 *   chains: { 'solana:devnet': devnet.solana.rpcUrl },
 * })
 * registerSolanaTestWallet(wallet)
 * wallet.rejectNext('solana:signMessage') // the next message signature fails with 4001
 */
export function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): SolanaTestWallet {
  const keys: SolanaWalletKey[] = parameters.secretKeys.map(solanaWalletKey)
  if (keys.length === 0) throw new Error('createSolanaTestWallet needs at least one secret key')
  const chains = Object.keys(parameters.chains) as IdentifierString[]
  for (const chain of chains) {
    if (!/^solana:[a-z0-9-]+$/.test(chain)) throw new Error(`${chain} is not a Solana chain`)
  }
  if (chains.length === 0) throw new Error('createSolanaTestWallet needs at least one chain')
  // Stable, frozen account objects, as the standard asks: apps compare them by identity.
  const accounts: WalletAccount[] = keys.map((key) =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains,
      features: accountFeatures,
    }),
  )
  let selected = 0
  const grant = siteGrant(parameters.rememberSite)
  let authorized = grant.load() === 'granted'
  const authorize = (granted: boolean) => {
    authorized = granted
    grant.save(granted ? 'granted' : undefined)
  }
  const rejections = createRejectionQueue(promptingFeatures)
  const changes = createStandardChangeListeners<StandardEventsChangeProperties>()

  const authorizedAccounts = () => (authorized ? [accounts[selected] as WalletAccount] : [])
  const emitAccounts = () => changes.emit({ accounts: authorizedAccounts() })
  const disconnect = () => {
    if (!authorized) return
    authorize(false)
    emitAccounts()
  }

  function keyFor(account: WalletAccount): SolanaWalletKey {
    const key = keys[selected] as SolanaWalletKey
    if (!authorized || account?.address !== key.address) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${String(account?.address)} is not the account connected to this site`,
      )
    }
    return key
  }

  const rpcUrlOf = (chain: unknown) => chainUrlOf(parameters.chains, chain)

  async function signAndSend(input: SolanaSignAndSendTransactionInput) {
    const key = keyFor(input.account)
    const rpcUrl = rpcUrlOf(input.chain)
    const signed = await key.signTransaction(bytesOf(input.transaction, 'transaction'))
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
    const signature = await requestJsonRpc(rpcUrl, 'sendTransaction', [
      getBase64Decoder().decode(signed),
      {
        encoding: 'base64',
        ...(skipPreflight === undefined ? {} : { skipPreflight }),
        ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
        ...(maxRetries === undefined ? {} : { maxRetries }),
        ...(minContextSlot === undefined ? {} : { minContextSlot }),
      },
    ])
    if (typeof signature !== 'string') throw invalidParams('The RPC answered no signature')
    return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
  }

  const features: SolanaTestWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: authorizedAccounts() }
        rejections.take(StandardConnect)
        if (!authorized) {
          authorize(true)
          emitAccounts()
        }
        return { accounts: authorizedAccounts() }
      },
    },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => disconnect() },
    [StandardEvents]: { version: '1.0.0', on: changes.on },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        const keysToUse = inputs.map((input) => keyFor(input.account))
        rejections.take(SolanaSignMessage)
        return Promise.all(
          inputs.map(async (input, index) => {
            const message = bytesOf(input.message, 'message')
            const signature = await (keysToUse[index] as SolanaWalletKey).sign(message)
            return { signedMessage: message, signature, signatureType: 'ed25519' as const }
          }),
        )
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const keysToUse = inputs.map((input) => {
          if (input.chain !== undefined) rpcUrlOf(input.chain)
          return keyFor(input.account)
        })
        rejections.take(SolanaSignTransaction)
        return Promise.all(
          inputs.map(async (input, index) => ({
            signedTransaction: await (keysToUse[index] as SolanaWalletKey).signTransaction(
              bytesOf(input.transaction, 'transaction'),
            ),
          })),
        )
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        for (const input of inputs) {
          keyFor(input.account)
          rpcUrlOf(input.chain)
        }
        rejections.take(SolanaSignAndSendTransaction)
        // One after the other, as the standard asks: a later one may depend on an earlier.
        const outputs = []
        for (const input of inputs) outputs.push(await signAndSend(input))
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: parameters.name ?? 'Latch Test Wallet',
    icon: parameters.icon ?? (testWalletIcon as WalletIcon),
    chains,
    features,
    get accounts() {
      return authorizedAccounts()
    },
    rejectNext: rejections.push,
    setAccount(index: number) {
      checkAccountIndex(index, keys.length)
      if (index === selected) return
      selected = index
      if (authorized) emitAccounts()
    },
    disconnect,
    get address() {
      return (keys[selected] as SolanaWalletKey).address
    },
  }
}
