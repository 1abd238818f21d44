import { AdapterError } from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { isAddressOfChain } from './bitcoinAddressKind.js'
import { type BitcoinChain, bitcoinChainOfWallet } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import {
  accountIn,
  bitcoinAccountOf,
  bytesToBase64,
  bytesToHex,
  ordered,
  type PreferredAccountType,
  unsupported,
  unsupportedChain,
} from './signerSupport.js'

// The Bitcoin Wallet Standard (ExodusMovement/bitcoin-wallet-standard, as Phantom, Exodus,
// MetaMask and the Latch test wallet implement it). Its types are declared here: the one
// published package has only `bitcoin:connect`.
type ConnectFeature = {
  connect(input: { purposes: ('payment' | 'ordinals')[] }): Promise<{
    accounts: readonly WalletAccount[]
  }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: {
      accounts?: readonly WalletAccount[]
      chains?: readonly string[]
    }) => void,
  ): () => void
}

export type ConnectWalletStandardParameters = {
  wallet: Wallet
  /** A reconnect: the accounts the wallet already gave the site, without a prompt. */
  silent: boolean
  /** The chain to use when the wallet has accounts on it (else its first such chain). */
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

function feature<Feature>(wallet: Wallet, name: string): Feature | undefined {
  return (wallet.features as Record<string, unknown>)[name] as Feature | undefined
}

/**
 * Connects a Bitcoin Wallet Standard wallet: `bitcoin:connect` for the payment and ordinals
 * purposes (for a reconnect, the accounts the wallet lists already, as it lists only those it
 * gave the site), `bitcoin:signMessage`, `bitcoin:signTransaction` with `inputsToSign` for the
 * chain in use, `bitcoin:events` for account changes and `bitcoin:disconnect`. Such a wallet
 * has no current chain: the adapter picks among the chains it names, with the accounts whose
 * addresses are of that chain.
 */
export async function connectWalletStandard({
  wallet,
  silent,
  preferred,
  preferredAccountType,
  events,
}: ConnectWalletStandardParameters): Promise<BitcoinSigner> {
  const connectFeature = feature<ConnectFeature>(wallet, 'bitcoin:connect')
  if (!connectFeature) throw unsupported(wallet.name, 'bitcoin:connect')
  let walletAccounts: readonly WalletAccount[] = silent
    ? wallet.accounts
    : (await connectFeature.connect({ purposes: ['payment', 'ordinals'] })).accounts

  const walletChains = () => wallet.chains.flatMap((name) => bitcoinChainOfWallet(name) ?? [])
  const accountsOn = (chain: BitcoinChain) =>
    walletAccounts.filter(
      (account) =>
        isAddressOfChain(account.address, chain) &&
        (account.chains.length === 0 || account.chains.includes(chain.walletChain)),
    )
  const usable = (chain: BitcoinChain) => accountsOn(chain).length > 0
  const initial =
    preferred && wallet.chains.includes(preferred.walletChain) && usable(preferred)
      ? preferred
      : walletChains().find(usable)
  // No accounts (silently: the wallet forgot the site) means the site must ask again.
  if (!initial) throw new AdapterError('NOT_CONNECTED')
  let chain: BitcoinChain = initial

  const toAccounts = (list: readonly WalletAccount[]) =>
    ordered(
      list.flatMap(
        (account) => bitcoinAccountOf(account.address, bytesToHex(account.publicKey)) ?? [],
      ),
      preferredAccountType,
    )
  let accounts: BitcoinAccount[] = toAccounts(accountsOn(chain))

  let detached = false
  const off = feature<EventsFeature>(wallet, 'bitcoin:events')?.on('change', (change) => {
    if (detached || !change.accounts) return
    walletAccounts = change.accounts
    accounts = toAccounts(accountsOn(chain))
    if (accounts.length === 0) events.disconnected()
    else events.accountsChanged(accounts)
  })

  const walletAccountOf = (address: string) => accountIn(walletAccounts, address)

  const signer: BitcoinSigner = {
    get accounts() {
      return accounts
    },
    get chain() {
      return chain
    },
    async signMessage(address, message) {
      accountIn(accounts, address)
      const signMessage = feature<SignMessageFeature>(wallet, 'bitcoin:signMessage')
      if (!signMessage) throw unsupported(wallet.name, 'bitcoin:signMessage')
      const [output] = await signMessage.signMessage({
        account: walletAccountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new AdapterError('NOT_CONNECTED')
      return bytesToBase64(output.signature)
    },
    async signPsbt(psbt, inputs, target) {
      const signTransaction = feature<SignTransactionFeature>(wallet, 'bitcoin:signTransaction')
      if (!signTransaction) throw unsupported(wallet.name, 'bitcoin:signTransaction')
      if (!wallet.chains.includes(target.walletChain)) throw unsupportedChain(wallet.name, target)
      const [output] = await signTransaction.signTransaction({
        psbt,
        chain: target.walletChain,
        inputsToSign: inputs.map(({ address, signingIndexes }) => ({
          account: walletAccountOf(address),
          signingIndexes: [...signingIndexes],
        })),
      })
      if (!output) throw new AdapterError('NOT_CONNECTED')
      return output.signedPsbt
    },
    async switchNetwork(target) {
      if (!wallet.chains.includes(target.walletChain) || !usable(target)) {
        throw unsupportedChain(wallet.name, target)
      }
      chain = target
      accounts = toAccounts(accountsOn(target))
    },
    async disconnect() {
      signer.detach()
      // Wallets that support it forget the site; others keep the grant.
      await feature<DisconnectFeature>(wallet, 'bitcoin:disconnect')
        ?.disconnect()
        .catch(() => {})
    },
    detach() {
      detached = true
      off?.()
    },
  }
  return signer
}
