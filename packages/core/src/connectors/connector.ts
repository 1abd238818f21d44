import type { ChainNamespace } from '../caip/chainNamespace.js'

/**
 * How a wallet was found (SPEC.md §3 "Connector"): announced through a discovery protocol
 * (EIP-6963, wallet-standard), injected the legacy way (`window.ethereum`, an extension
 * global), external (a connector the site wrote), the merged entry of one wallet seen on
 * several namespaces, the embedded wallet, or WalletConnect.
 */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

export type Connector = {
  /** Stable across visits: an EIP-6963 rdns, a wallet-standard name, `injected`... */
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  /** Only ever used as an `<img src>`; adapters check it is a data, https or loopback URL. */
  imageUrl?: string | undefined
  imageId?: string | undefined
  /** The wallet's id in the wallet listing, when known. */
  explorerId?: string | undefined
  info?: { rdns?: string | undefined; icon?: string | undefined } | undefined
}

/** Kinds of account (SPEC.md §3, §6): EVM and smart accounts; Bitcoin payment and ordinal. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type AdapterAccount = {
  address: string
  type?: AccountType | undefined
  /** Bitcoin and Polkadot wallets expose the key and derivation path beside the address. */
  publicKey?: string | undefined
  path?: string | undefined
}
