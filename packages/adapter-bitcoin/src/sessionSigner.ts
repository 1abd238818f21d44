import { AdapterError, type AuthProvider, type CaipNetworkId } from '@latch/core'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { type BitcoinChain, bitcoinChainOf } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import {
  accountIn,
  base64ToBytes,
  bitcoinAccountOf,
  bytesToBase64,
  ordered,
  type PreferredAccountType,
} from './signerSupport.js'

export type ConnectSessionSignerParameters = {
  provider: AuthProvider
  /** A reconnect: restores the session, without a prompt. */
  silent: boolean
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

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
 * index, each on the session's chain; `bip122_addressesChanged` arrives as `accountsChanged`.
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

  let accounts = await readAccounts(session.address)
  if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
  const account = session.address

  const onAccounts = async (addresses: string[]) => {
    const [first] = addresses
    accounts = first ? await readAccounts(first) : []
    if (accounts.length === 0) events.disconnected()
    else events.accountsChanged(accounts)
  }
  const onNetwork = (caipNetworkId: CaipNetworkId) => {
    const moved = bitcoinChainOf(caipNetworkId)
    if (!moved) return
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
      const result = (await provider.request({
        method: 'signMessage',
        params: { account, address, message, protocol: 'bip322' },
        ...on(),
      })) as { signature?: unknown } | undefined
      if (typeof result?.signature !== 'string') throw new AdapterError('NOT_CONNECTED')
      return result.signature
    },
    async signPsbt(psbt, inputs, target) {
      const result = (await provider.request({
        method: 'signPsbt',
        params: {
          account,
          psbt: bytesToBase64(psbt),
          signInputs: inputs.flatMap(({ address, signingIndexes }) => {
            accountIn(accounts, address)
            return signingIndexes.map((index) => ({ address, index }))
          }),
          broadcast: false,
        },
        chainId: target.caipNetworkId,
      })) as { psbt?: unknown } | undefined
      if (typeof result?.psbt !== 'string') throw new AdapterError('NOT_CONNECTED')
      return base64ToBytes(result.psbt)
    },
    async switchNetwork(target) {
      await provider.switchNetwork(target.caipNetworkId)
      chain = target
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
