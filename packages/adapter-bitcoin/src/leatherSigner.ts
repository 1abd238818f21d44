import { AdapterError } from '@latch/core'
import type { BitcoinAccount } from './bitcoinAccount.js'
import type { BitcoinChain } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import type { LeatherProvider } from './bitcoinWalletSource.js'
import {
  accountIn,
  bitcoinAccountOf,
  bytesToHex,
  callWallet,
  chainOfAddress,
  hexToBytes,
  ordered,
  type PreferredAccountType,
  unsupportedChain,
} from './signerSupport.js'

export type ConnectLeatherParameters = {
  provider: LeatherProvider
  silent: boolean
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

// Leather's RpcErrorCode.USER_REJECTION is EIP-1193's 4001. Its -32000 is SERVER_ERROR (unlike
// sats-connect's), a failure of the wallet that must not read as the visitor saying no.
const isRejection = (code: unknown) => code === 4001

type LeatherAddress = {
  symbol?: unknown
  type?: unknown
  address?: unknown
  publicKey?: unknown
  derivationPath?: unknown
}

/**
 * Connects Leather's `window.LeatherProvider` through its JSON-RPC methods: `getAddresses`
 * (its BTC payment and taproot addresses with keys and paths), `signMessage` (BIP-322 by the
 * address's payment type) and `signPsbt` (hex, inputs by index). Leather chooses its network
 * in its own settings: the adapter follows its addresses and cannot switch it.
 */
export async function connectLeather({
  provider,
  preferredAccountType,
}: ConnectLeatherParameters): Promise<BitcoinSigner> {
  const call = (method: string, params?: unknown) =>
    callWallet(provider, method, params, isRejection)
  const result = (await call('getAddresses')) as { addresses?: unknown }
  const listed = (Array.isArray(result?.addresses) ? result.addresses : []) as LeatherAddress[]
  const accounts: BitcoinAccount[] = ordered(
    listed.flatMap(({ symbol, address, publicKey, derivationPath }) => {
      if (symbol !== undefined && symbol !== 'BTC') return []
      if (typeof address !== 'string' || typeof publicKey !== 'string') return []
      const path = typeof derivationPath === 'string' ? derivationPath : undefined
      return bitcoinAccountOf(address, publicKey, path) ?? []
    }),
    preferredAccountType,
  )
  const [first] = accounts
  if (!first) throw new AdapterError('NOT_CONNECTED')
  const chain = chainOfAddress(first.address)

  return {
    accounts,
    chain,
    async signMessage(address, message) {
      const account = accountIn(accounts, address)
      const paymentType = account.addressType === 'p2tr' ? 'p2tr' : 'p2wpkh'
      const signed = (await call('signMessage', {
        message,
        paymentType,
        // BIP-322, said rather than left to the wallet's default (Leather also signs `legacy`).
        type: 'bip322',
        ...(chain ? { network: chain.name } : {}),
      })) as { signature?: unknown }
      if (typeof signed?.signature !== 'string') throw new AdapterError('NOT_CONNECTED')
      return signed.signature
    },
    async signPsbt(psbt, inputs, target) {
      for (const { address } of inputs) accountIn(accounts, address)
      const signed = (await call('signPsbt', {
        hex: bytesToHex(psbt),
        signAtIndex: inputs.flatMap((input) => input.signingIndexes),
        network: target.name,
        broadcast: false,
      })) as { hex?: unknown }
      if (typeof signed?.hex !== 'string') throw new AdapterError('NOT_CONNECTED')
      return hexToBytes(signed.hex)
    },
    async switchNetwork(target) {
      throw unsupportedChain('Leather', target)
    },
    async disconnect() {},
    detach() {},
  }
}
