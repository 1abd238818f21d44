import { type AccountType, AdapterError, ProviderRpcError } from '@latch/core'
import { USER_REJECTED_REQUEST_CODE } from '@latch/core/errors'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { addressTypeOf, isAddressOfChain } from './bitcoinAddressKind.js'
import { type BitcoinChain, bitcoinChains } from './bitcoinChains.js'

const namespace = 'bip122'
// EIP-3326's "unrecognized chain": core answers it by trying to add the network, which no
// Bitcoin wallet can, and so reports "Chain is not supported" (SPEC.md §4).
const unrecognizedChainCode = 4902

/** Which account type comes first: payment, unless the site prefers ordinals. */
export type PreferredAccountType = Extract<AccountType, 'payment' | 'ordinal'>

/**
 * An account as a wallet describes it, typed by its address: taproot is the ordinals account
 * (BIP-86, account 1), any other type the payment account. Undefined for an address the adapter
 * cannot use.
 */
export function bitcoinAccountOf(
  address: string,
  publicKey: string,
  path?: string | undefined,
  type?: BitcoinAccount['type'],
): BitcoinAccount | undefined {
  const addressType = addressTypeOf(address)
  if (!addressType) return undefined
  return {
    namespace,
    address,
    publicKey,
    ...(path ? { path } : {}),
    type: type ?? (addressType === 'p2tr' ? 'ordinal' : 'payment'),
    addressType,
  }
}

/** Accounts in the site's order: the preferred type first, the wallet's order otherwise. */
export function ordered(
  accounts: readonly BitcoinAccount[],
  preferred: PreferredAccountType,
): BitcoinAccount[] {
  return [
    ...accounts.filter((account) => account.type === preferred),
    ...accounts.filter((account) => account.type !== preferred),
  ]
}

export function bytesToHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** The refusal of a chain the wallet cannot be on (see {@link unrecognizedChainCode}). */
export function unsupportedChain(walletName: string, chain: BitcoinChain): AdapterError {
  return new AdapterError('NOT_SUPPORTED', {
    values: { capability: `Bitcoin ${chain.name}`, namespace: `${walletName} (${namespace})` },
    cause: new ProviderRpcError(
      unrecognizedChainCode,
      `${walletName} does not sign for ${chain.caipNetworkId}`,
    ),
  })
}

/** What a wallet does not do at all. */
export function unsupported(walletName: string, capability: string): AdapterError {
  return new AdapterError('NOT_SUPPORTED', {
    values: { capability, namespace: `${walletName} (${namespace})` },
  })
}

/** The account `address` among the signer's, or "not connected". */
export function accountIn<Account extends { address: string }>(
  accounts: readonly Account[],
  address: string,
): Account {
  const account = accounts.find((candidate) => candidate.address === address)
  if (!account) throw new AdapterError('NOT_CONNECTED', { details: `${address} is not connected` })
  return account
}

/** A wallet's own "the visitor said no" as EIP-1193's 4001, which core reads as a rejection. */
export function asRejection(error: unknown, isRejection: (code: unknown) => boolean): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (!isRejection(code)) return error
  return new ProviderRpcError(
    USER_REJECTED_REQUEST_CODE,
    typeof message === 'string' && message ? message : 'User rejected the request',
    { cause: error },
  )
}

/**
 * The chain an address is of, for wallets that do not say which chain they are on: by its hrp
 * or first character. Testnet and signet share formats; testnet is taken.
 */
export function chainOfAddress(address: string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => chain.name !== 'signet' && isAddressOfChain(address, chain))
}

/**
 * Calls a JSON-RPC style wallet (`request(method, params)`), as sats-connect and Leather have
 * it: the answer's `result`, or its `error` thrown with its code; a rejection by the visitor
 * (`isRejection` of the wallet's code) becomes EIP-1193's 4001.
 */
export async function callWallet(
  provider: { request(method: string, params?: unknown): Promise<unknown> },
  method: string,
  params: unknown,
  isRejection: (code: unknown) => boolean,
): Promise<unknown> {
  let response: unknown
  try {
    response = await provider.request(method, params)
  } catch (error) {
    // Some wallets reject with the whole JSON-RPC answer.
    const inner = (error as { error?: unknown } | null)?.error ?? error
    throw asRejection(inner, isRejection)
  }
  const envelope = (response ?? {}) as { result?: unknown; error?: unknown }
  if (envelope.error) {
    const { code, message } = envelope.error as { code?: unknown; message?: unknown }
    const failure = new ProviderRpcError(
      typeof code === 'number' ? code : 0,
      typeof message === 'string' ? message : `${method} failed`,
      { data: envelope.error },
    )
    throw asRejection(failure, isRejection)
  }
  return 'result' in envelope ? envelope.result : response
}
