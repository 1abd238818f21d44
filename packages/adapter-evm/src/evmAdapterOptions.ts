// What evmAdapter() is given and says it can do, in a file of its own: the adapter and its
// lazily loaded wallet code (evmWallet.ts) both read them, and neither imports the other.
import type { CaipNetwork, ChainAdapterCapabilities } from '@latch/core'
import type { Transport } from 'viem'
import type { DiscoveryTarget } from './discovery.js'
import type { Eip1193Provider } from './eip1193.js'
import type { CreateFallbackTransportParameters } from './transport/createFallbackTransport.js'

export type ExternalProvider = {
  id: string
  name: string
  icon?: string
  provider: Eip1193Provider
}

export type EvmAdapterOptions = {
  /** Where wallets announce themselves (EIP-6963) and `ethereum` lives: `window` by default. */
  target?: DiscoveryTarget | undefined
  /** Providers the site brings itself, offered as EXTERNAL connectors. */
  providers?: readonly ExternalProvider[]
  /** RPC URLs the site prefers, per CAIP-2 network id; tried first (SPEC.md §7). */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** The RPC service (`{rpc host}/v1/?chainId=…&projectId=…`), when the site has one. */
  rpcService?: CreateFallbackTransportParameters['rpcService']
  /** How reads reach a network; by default the ranked fallback over its RPC URLs. */
  transport?: (network: CaipNetwork) => Transport
}

/** Everything: EIP-1193 wallets sign typed data, send calls and add networks. */
export const evmCapabilities = {
  signMessage: true,
  signTypedData: true,
  sendNative: true,
  sendToken: true,
  sendCalls: true,
  switchNetwork: true,
  addNetwork: true,
  estimateTransferFee: false,
} satisfies ChainAdapterCapabilities
