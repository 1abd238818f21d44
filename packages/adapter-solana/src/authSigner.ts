import { AdapterError, type AuthProvider, type CaipNetwork, type CaipNetworkId } from '@latch/core'
import { getBase58Decoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import { solanaNetworkOf } from './networks.js'
import { SolanaRequestError } from './solanaRequestError.js'
import type { SolanaSendOptions } from './solanaRequestOptions.js'
import type { SolanaSigner, SolanaSignerEvents } from './solanaSigner.js'

export type ConnectAuthSignerParameters = {
  provider: AuthProvider
  /** A reconnect: restores the frame's session, without a prompt. */
  silent: boolean
  /** The cluster to connect on: the active network, when it is a Solana one. */
  preferred: CaipNetwork | undefined
  events: SolanaSignerEvents
}

/** The field `name` of the frame's answer to `method`, which must be a string (or strings). */
function answered<T extends string | string[]>(
  method: string,
  result: unknown,
  name: string,
  isValid: (value: unknown) => value is T,
): T {
  const value = (result as Record<string, unknown> | null | undefined)?.[name]
  if (!isValid(value)) {
    throw new SolanaRequestError('INVALID_RESULT', {
      values: { method, reason: `${name} is missing` },
    })
  }
  return value
}
const isString = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString)

/**
 * The embedded wallet (email and social login) as a Solana signer, through core's
 * `AuthProvider`: the signed-in user's Solana account on the cluster asked for, and the
 * secure frame's `solana_*` methods of SPEC.md §3 — a base58 message with its pubkey, base64
 * wire transactions — each run on the cluster it is for. The frame signs versioned
 * transactions and sends them itself; it keeps a current cluster, which a switch moves.
 */
export async function connectAuthSigner({
  provider,
  silent,
  preferred,
  events,
}: ConnectAuthSignerParameters): Promise<SolanaSigner> {
  const account = silent
    ? await provider.reconnect()
    : await provider.connect(preferred ? { network: preferred.caipNetworkId } : {})
  if (!account) throw new AdapterError('NOT_CONNECTED')
  let accounts: readonly string[] = [account.address]
  const onAccounts = (addresses: string[]) => {
    accounts = addresses
    events.accountsChanged(addresses)
  }
  const onNetwork = (caipNetworkId: CaipNetworkId) => events.networkChanged(caipNetworkId)
  const onDisconnect = () => events.disconnected()
  provider.on('accountsChanged', onAccounts)
  provider.on('networkChanged', onNetwork)
  provider.on('disconnect', onDisconnect)

  function requireAccount(address: string): void {
    if (!accounts.includes(address)) {
      throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
    }
  }
  const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
  const bytesOf = (text: string) => new Uint8Array(getBase64Encoder().encode(text))
  const on = (network: CaipNetwork | undefined) =>
    network ? { chainId: network.caipNetworkId } : {}

  const signer: SolanaSigner = {
    get accounts() {
      return accounts
    },
    network:
      preferred?.caipNetworkId === account.caipNetworkId
        ? preferred
        : solanaNetworkOf(account.caipNetworkId),
    // The frame signs for any cluster; it sends only to those its server is configured for,
    // and says so when asked to send elsewhere.
    assertSignsFor() {},
    transactionVersion: 0,
    async signMessage(address, message) {
      requireAccount(address)
      const method = 'solana_signMessage'
      const result = await provider.request({
        method,
        params: { message: getBase58Decoder().decode(message), pubkey: address },
      })
      return answered(method, result, 'signature', isString)
    },
    async signTransactions(address, transactions, network) {
      requireAccount(address)
      if (transactions.length === 1) {
        const method = 'solana_signTransaction'
        const result = await provider.request({
          method,
          params: { transaction: base64(transactions[0] as Uint8Array) },
          ...on(network),
        })
        return [bytesOf(answered(method, result, 'transaction', isString))]
      }
      const method = 'solana_signAllTransactions'
      const result = await provider.request({
        method,
        params: { transactions: transactions.map(base64) },
        ...on(network),
      })
      const signed = answered(method, result, 'transactions', isStrings)
      if (signed.length !== transactions.length) {
        throw new SolanaRequestError('INVALID_RESULT', {
          values: { method, reason: `${signed.length} of ${transactions.length} transactions` },
        })
      }
      return signed.map(bytesOf)
    },
    async signAndSendTransaction(address, transaction, network, options: SolanaSendOptions) {
      requireAccount(address)
      const method = 'solana_signAndSendTransaction'
      const result = await provider.request({
        method,
        params: {
          transaction: base64(transaction),
          ...(Object.keys(options).length === 0 ? {} : { options }),
        },
        ...on(network),
      })
      return answered(method, result, 'signature', isString)
    },
    async switchNetwork(network) {
      await provider.switchNetwork(network.caipNetworkId)
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
