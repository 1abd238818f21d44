import { AdapterError, type CaipNetwork } from '@latch/core'
import { getBase58Decoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { caipNetworkIdOf, walletChainOf } from './clusters.js'
import { solanaNetworkOf } from './networks.js'
import { toWalletSendOptions } from './solanaRequestOptions.js'
import type { SolanaSigner, SolanaSignerEvents } from './solanaSigner.js'

const namespace = 'solana'
// EIP-3326's "unrecognized chain": core answers it by trying to add the network, which no
// Solana wallet can, and so reports "Chain is not supported" (SPEC.md §4).
const unrecognizedChainCode = 4902

export type ConnectWalletStandardParameters = {
  wallet: Wallet
  /** A reconnect: the wallet answers without a prompt, with no accounts if it forgot the site. */
  silent: boolean
  /** The cluster to use when the wallet signs for it (else its first). */
  preferred: CaipNetwork | undefined
  events: SolanaSignerEvents
}

function feature<Feature>(wallet: Wallet, name: string): Feature[keyof Feature] | undefined {
  return (wallet.features as Record<string, unknown>)[name] as Feature[keyof Feature] | undefined
}

function requireFeature<Feature>(wallet: Wallet, name: string): Feature[keyof Feature] {
  const found = feature<Feature>(wallet, name)
  if (!found) {
    throw new AdapterError('NOT_SUPPORTED', { values: { capability: name, namespace } })
  }
  return found
}

function solanaAccountsOf(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}

/** The cluster to use: the one asked for when the wallet signs for it, else its first. */
function clusterFor(wallet: Wallet, preferred: CaipNetwork | undefined): CaipNetwork | undefined {
  const walletChain = preferred ? walletChainOf(preferred.caipNetworkId) : undefined
  if (preferred && walletChain && wallet.chains.includes(walletChain)) return preferred
  for (const chain of wallet.chains) {
    const caipNetworkId = caipNetworkIdOf(chain)
    const network = caipNetworkId ? solanaNetworkOf(caipNetworkId) : undefined
    if (network) return network
  }
  return undefined
}

/**
 * Connects a wallet-standard wallet (`standard:connect`, silently for a reconnect) and signs
 * with its features: `solana:signMessage`, `solana:signTransaction` and, when it has it,
 * `solana:signAndSendTransaction`. Account changes come from `standard:events`; disconnecting
 * asks `standard:disconnect`, where the wallet has it, to forget the site.
 */
export async function connectWalletStandard({
  wallet,
  silent,
  preferred,
  events,
}: ConnectWalletStandardParameters): Promise<SolanaSigner> {
  const { connect } = requireFeature<StandardConnectFeature>(wallet, StandardConnect)
  const connected = solanaAccountsOf(
    (await connect(silent ? { silent: true } : undefined)).accounts,
  )
  // Silently, no accounts means the wallet forgot the site: it must ask again.
  if (connected.length === 0) throw new AdapterError('NOT_CONNECTED')
  let accounts: readonly WalletAccount[] = connected
  let detached = false
  const off = feature<StandardEventsFeature>(wallet, StandardEvents)?.on('change', (change) => {
    if (!change.accounts || detached) return
    accounts = solanaAccountsOf(change.accounts)
    events.accountsChanged(accounts.map((account) => account.address))
  })

  function accountFor(address: string): WalletAccount {
    const account = accounts.find((candidate) => candidate.address === address)
    if (!account) {
      throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
    }
    return account
  }

  function walletChainFor(network: CaipNetwork): `solana:${string}` {
    const walletChain = walletChainOf(network.caipNetworkId)
    if (!walletChain || !wallet.chains.includes(walletChain)) {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: network.name, namespace: `${wallet.name} (${namespace})` },
        cause: Object.assign(
          new Error(`${wallet.name} does not sign for ${network.caipNetworkId}`),
          { code: unrecognizedChainCode },
        ),
      })
    }
    return walletChain
  }

  const versions: readonly SolanaTransactionVersion[] =
    feature<SolanaSignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction)
      ?.supportedTransactionVersions ??
    feature<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction)
      ?.supportedTransactionVersions ??
    []
  const sender = feature<SolanaSignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction)

  const signer: SolanaSigner = {
    get accounts() {
      return accounts.map((account) => account.address)
    },
    network: clusterFor(wallet, preferred),
    assertSignsFor(network) {
      walletChainFor(network)
    },
    transactionVersion: versions.includes(0) ? 0 : 'legacy',
    async signMessage(address, message) {
      const account = accountFor(address)
      const { signMessage } = requireFeature<SolanaSignMessageFeature>(wallet, SolanaSignMessage)
      const [output] = await signMessage({ account, message })
      if (!output) throw new AdapterError('NOT_CONNECTED')
      return getBase58Decoder().decode(output.signature)
    },
    async signTransactions(address, transactions, network) {
      const account = accountFor(address)
      const { signTransaction } = requireFeature<SolanaSignTransactionFeature>(
        wallet,
        SolanaSignTransaction,
      )
      const chain = network ? walletChainFor(network) : undefined
      const outputs = await signTransaction(
        ...transactions.map((transaction) => ({
          account,
          transaction,
          ...(chain ? { chain } : {}),
        })),
      )
      return outputs.map(({ signedTransaction }) => signedTransaction)
    },
    async disconnect() {
      signer.detach()
      // Wallets that support it forget the site; others keep the grant.
      await feature<StandardDisconnectFeature>(wallet, StandardDisconnect)
        ?.disconnect()
        .catch(() => {})
    },
    detach() {
      detached = true
      off?.()
    },
  }
  if (sender) {
    signer.signAndSendTransaction = async (address, transaction, network, options) => {
      const [output] = await sender.signAndSendTransaction({
        account: accountFor(address),
        chain: walletChainFor(network),
        transaction,
        options: toWalletSendOptions(options),
      })
      if (!output) throw new AdapterError('TRANSACTION_FAILED', { values: { id: 'none' } })
      return getBase58Decoder().decode(output.signature)
    }
  }
  return signer
}
