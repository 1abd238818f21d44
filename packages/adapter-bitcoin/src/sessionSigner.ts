import { AdapterError, type AuthProvider, type CaipNetworkId } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { type BitcoinChain, bitcoinChainOf } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import {
  accountIn,
  asRejection,
  base64ToBytes,
  bitcoinAccountOf,
  bytesToBase64,
  ordered,
  type PreferredAccountType,
  unsupportedChain,
} from './signerSupport.js'

export type ConnectSessionSignerParameters = {
  provider: AuthProvider
  /** A reconnect: restores the session, without a prompt. */
  silent: boolean
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

// EIP-1193's rejection, and WalletConnect's (getSdkError('USER_REJECTED'): 5000, "User
// rejected.") that a peer answers and sign-client passes on as it is.
const isRejection = (code: unknown) => code === 4001 || code === 5000
const walletName = 'WalletConnect wallet'

type WalletConnectAddress = {
  address?: unknown
  publicKey?: unknown
  path?: unknown
  intention?: unknown
}

/**
 * A WalletConnect session's bip122 provider (core's `AuthProvider` contract) as a signer,
 * through WalletConnect's Bitcoin RPC: `getAccountAddresses` for the payment and ordinal
 * addresses with keys and paths (the session's account alone when the wallet does not answer
 * it), `signMessage` with BIP-322, `signPsbt` with base64 PSBTs and inputs by address and
 * index, each on the session's chain and by the session's current account; a switch takes the
 * session's account on the new chain. `bip122_addressesChanged` arrives as `accountsChanged`; a
 * refusal (4001, or WalletConnect's 5000) is EIP-1193's 4001.
 */
export async function connectSessionSigner({
  provider,
  silent,
  preferred,
  preferredAccountType,
  events,
}: ConnectSessionSignerParameters): Promise<BitcoinSigner> {
  const session = silent
    ? await provider.reconnect()
    : await provider.connect(preferred ? { network: preferred.caipNetworkId } : {})
  if (!session) throw new AdapterError('NOT_CONNECTED')
  let chain = bitcoinChainOf(session.caipNetworkId)
  const on = () => (chain ? { chainId: chain.caipNetworkId } : {})

  async function readAccounts(address: string): Promise<BitcoinAccount[]> {
    const listed = await provider
      .request({ method: 'getAccountAddresses', params: { account: address }, ...on() })
      .catch(() => undefined)
    const entries = (Array.isArray(listed) ? listed : [{ address }]) as WalletConnectAddress[]
    return ordered(
      entries.flatMap((entry) => {
        if (typeof entry.address !== 'string') return []
        const type =
          entry.intention === 'ordinal'
            ? 'ordinal'
            : entry.intention === 'payment'
              ? 'payment'
              : undefined
        const publicKey = typeof entry.publicKey === 'string' ? entry.publicKey : ''
        const path = typeof entry.path === 'string' ? entry.path : undefined
        return bitcoinAccountOf(entry.address, publicKey, path, type) ?? []
      }),
      preferredAccountType,
    )
  }

  /** A signing request on `chainId`, the wallet's refusal as EIP-1193's 4001. */
  async function ask(method: string, params: unknown, chainId: CaipNetworkId | undefined) {
    try {
      return await provider.request({ method, params, ...(chainId ? { chainId } : {}) })
    } catch (error) {
      throw asRejection(error, isRejection)
    }
  }

  let accounts = await readAccounts(session.address)
  if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
  // The session's account, which names the wallet's account in every request: it follows the
  // wallet's account changes and the chain (each chain has its own address).
  let account = session.address
  // A switch the adapter asked for is reported by the adapter, not again by the signer.
  let switchingTo: BitcoinChain | undefined

  const onAccounts = async (addresses: string[]) => {
    const [first] = addresses
    if (first) account = first
    accounts = first ? await readAccounts(first) : []
    if (accounts.length === 0) events.disconnected()
    else events.accountsChanged(accounts)
  }
  const onNetwork = (caipNetworkId: CaipNetworkId) => {
    const moved = bitcoinChainOf(caipNetworkId)
    if (!moved || moved === switchingTo) return
    chain = moved
    events.networkChanged(moved)
  }
  const onDisconnect = () => events.disconnected()
  provider.on('accountsChanged', onAccounts)
  provider.on('networkChanged', onNetwork)
  provider.on('disconnect', onDisconnect)

  const signer: BitcoinSigner = {
    get accounts() {
      return accounts
    },
    get chain() {
      return chain
    },
    async signMessage(address, message) {
      accountIn(accounts, address)
      const result = (await ask(
        'signMessage',
        { account, address, message, protocol: 'bip322' },
        chain?.caipNetworkId,
      )) as { signature?: unknown } | undefined
      if (typeof result?.signature !== 'string') throw new AdapterError('NOT_CONNECTED')
      return result.signature
    },
    async signPsbt(psbt, inputs, target) {
      const signInputs = inputs.flatMap(({ address, signingIndexes }) => {
        accountIn(accounts, address)
        return signingIndexes.map((index) => ({ address, index }))
      })
      const result = (await ask(
        'signPsbt',
        { account, psbt: bytesToBase64(psbt), signInputs, broadcast: false },
        target.caipNetworkId,
      )) as { psbt?: unknown } | undefined
      if (typeof result?.psbt !== 'string') throw new AdapterError('NOT_CONNECTED')
      return base64ToBytes(result.psbt)
    },
    async switchNetwork(target) {
      switchingTo = target
      try {
        await provider.switchNetwork(target.caipNetworkId).catch((cause: unknown) => {
          const error = asRejection(cause, isRejection)
          throw isUserRejection(error) ? error : unsupportedChain(walletName, target)
        })
      } finally {
        switchingTo = undefined
      }
      chain = target
      // The session's account on that chain, as approved: no prompt.
      const moved = await provider.connect({ network: target.caipNetworkId })
      account = moved.address
      const read = await readAccounts(moved.address)
      if (read.length > 0) accounts = read
    },
    async disconnect() {
      signer.detach()
      await provider.disconnect()
    },
    detach() {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('networkChanged', onNetwork)
      provider.removeListener('disconnect', onDisconnect)
    },
  }
  return signer
}
