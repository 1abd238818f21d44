import { AdapterError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { type BitcoinChain, type BitcoinChainName, bitcoinChains } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import type { SatsConnectProvider } from './bitcoinWalletSource.js'
import {
  accountIn,
  base64ToBytes,
  bitcoinAccountOf,
  bytesToBase64,
  callWallet,
  chainOfAddress,
  ordered,
  type PreferredAccountType,
  unsupportedChain,
} from './signerSupport.js'

export type ConnectSatsConnectParameters = {
  provider: SatsConnectProvider
  silent: boolean
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

// sats-connect's RpcErrorCode.USER_REJECTION, and EIP-1193's which some providers use.
const isRejection = (code: unknown) => code === -32000 || code === 4001
const walletName = 'sats-connect wallet'
const networkNames: Record<BitcoinChainName, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  signet: 'Signet',
  regtest: 'Regtest',
}

type SatsConnectAddress = { address?: unknown; publicKey?: unknown; purpose?: unknown }

/** sats-connect's `AddListener`: one `{ eventName, cb }` object, its removal returned. */
type SatsConnectAddListener = (listener: {
  eventName: string
  cb: (event: unknown) => void
}) => (() => void) | undefined

function accountsOf(list: unknown, preferredAccountType: PreferredAccountType): BitcoinAccount[] {
  const addresses = (Array.isArray(list) ? list : []) as SatsConnectAddress[]
  return ordered(
    addresses.flatMap(({ address, publicKey, purpose }) => {
      if (typeof address !== 'string' || typeof publicKey !== 'string') return []
      if (purpose !== 'payment' && purpose !== 'ordinals') return []
      return (
        bitcoinAccountOf(
          address,
          publicKey,
          undefined,
          purpose === 'payment' ? 'payment' : 'ordinal',
        ) ?? []
      )
    }),
    preferredAccountType,
  )
}

/**
 * Connects a sats-connect provider (Xverse, Magic Eden and the wallets of `btc_providers`)
 * through its JSON-RPC methods: `getAccounts` for the payment and ordinals addresses
 * (`wallet_getAccount` for a reconnect, without a prompt), `wallet_getNetwork` and
 * `wallet_changeNetwork`, `signMessage` with BIP-322 and `signPsbt` with its inputs by address.
 * It follows the wallet's `accountChange`, `networkChange` and `disconnect` events, subscribed
 * as sats-connect subscribes them: `addListener({ eventName, cb })`.
 */
export async function connectSatsConnect({
  provider,
  silent,
  preferred,
  preferredAccountType,
  events,
}: ConnectSatsConnectParameters): Promise<BitcoinSigner> {
  const call = (method: string, params?: unknown) =>
    callWallet(provider, method, params, isRejection)
  async function readAccounts(prompt: boolean): Promise<BitcoinAccount[]> {
    if (prompt) {
      const list = await call('getAccounts', { purposes: ['payment', 'ordinals'] })
      return accountsOf(list, preferredAccountType)
    }
    const account = (await call('wallet_getAccount').catch(() => undefined)) as
      | { addresses?: unknown }
      | undefined
    return accountsOf(account?.addresses, preferredAccountType)
  }
  async function readChain(
    fallback: BitcoinAccount | undefined,
  ): Promise<BitcoinChain | undefined> {
    const network = (await call('wallet_getNetwork').catch(() => undefined)) as
      | { bitcoin?: { name?: unknown } }
      | undefined
    const name = network?.bitcoin?.name
    const named = bitcoinChains.find((chain) => networkNames[chain.name] === name)
    return named ?? (fallback ? chainOfAddress(fallback.address) : undefined)
  }

  let accounts = await readAccounts(!silent)
  if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
  let chain = await readChain(accounts[0])
  if (preferred && chain && preferred.caipNetworkId !== chain.caipNetworkId) {
    // Best effort: the wallet stays where it is when it cannot move.
    await call('wallet_changeNetwork', { name: networkNames[preferred.name] })
      .then(async () => {
        const moved = await readAccounts(false)
        if (moved.length > 0) accounts = moved
        chain = preferred
      })
      .catch(() => {})
  }

  let detached = false
  // A switch the adapter asked for is reported by the adapter, not again by the signer.
  let switchingTo: BitcoinChain | undefined
  const listeners = provider as { addListener?: SatsConnectAddListener }
  const listen = (eventName: string, cb: (event: unknown) => void) =>
    // sats-connect hands a provider one `{ eventName, cb }` object (its `ListenerInfo`).
    typeof listeners.addListener === 'function'
      ? listeners.addListener({ eventName, cb })
      : undefined
  const offs = [
    listen('accountChange', async () => {
      if (detached) return
      accounts = await readAccounts(false)
      if (accounts.length === 0) events.disconnected()
      else events.accountsChanged(accounts)
    }),
    listen('networkChange', async (event) => {
      if (detached) return
      const { bitcoin, addresses } = (event ?? {}) as {
        bitcoin?: { name?: unknown }
        addresses?: unknown
      }
      const moved = bitcoinChains.find(
        (candidate) => networkNames[candidate.name] === bitcoin?.name,
      )
      if (!moved || moved === switchingTo || moved === chain) return
      const listed = accountsOf(addresses, preferredAccountType)
      accounts = listed.length > 0 ? listed : await readAccounts(false)
      chain = moved
      if (accounts.length > 0) events.accountsChanged(accounts)
      events.networkChanged(moved)
    }),
    listen('disconnect', () => {
      if (!detached) events.disconnected()
    }),
  ]

  const signer: BitcoinSigner = {
    get accounts() {
      return accounts
    },
    get chain() {
      return chain
    },
    async signMessage(address, message) {
      accountIn(accounts, address)
      const result = (await call('signMessage', { address, message, protocol: 'BIP322' })) as {
        signature?: unknown
      }
      if (typeof result?.signature !== 'string') throw new AdapterError('NOT_CONNECTED')
      return result.signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs: Record<string, number[]> = {}
      for (const { address, signingIndexes } of inputs) {
        accountIn(accounts, address)
        signInputs[address] = [...signingIndexes]
      }
      const result = (await call('signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs,
        broadcast: false,
      })) as { psbt?: unknown }
      if (typeof result?.psbt !== 'string') throw new AdapterError('NOT_CONNECTED')
      return base64ToBytes(result.psbt)
    },
    async switchNetwork(target) {
      switchingTo = target
      await call('wallet_changeNetwork', { name: networkNames[target.name] })
        .catch((cause) => {
          throw isUserRejection(cause) ? cause : unsupportedChain(walletName, target)
        })
        .finally(() => {
          switchingTo = undefined
        })
      chain = target
      const moved = await readAccounts(false)
      if (moved.length > 0) accounts = moved
    },
    async disconnect() {
      signer.detach()
      await call('wallet_renouncePermissions').catch(() => {})
    },
    detach() {
      detached = true
      for (const off of offs) off?.()
    },
  }
  return signer
}
