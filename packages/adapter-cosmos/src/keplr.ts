// The part of the Keplr wallet API (`window.keplr`, which Leap and Cosmostation offer too) that
// the adapter uses, written here rather than taken from @keplr-wallet/types so that the
// package's types need nothing beyond cosmjs; `keplr.test-d.ts` checks them against it.
import type { OfflineAminoSigner, StdSignature } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'

/** The key of one chain's account, as `getKey(chainId)` gives it. */
export type KeplrKey = {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  /** A Ledger key signs amino only (its app cannot read protobuf). */
  isNanoLedger: boolean
}

/** A currency of a Keplr ChainInfo. */
export type KeplrCurrency = {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
}

/** What a wallet needs to add a chain it does not know (`experimentalSuggestChain`). */
export type KeplrChainInfo = {
  rpc: string
  rest: string
  chainId: string
  chainName: string
  stakeCurrency: KeplrCurrency
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: KeplrCurrency[]
  feeCurrencies: (KeplrCurrency & {
    gasPriceStep: { low: number; average: number; high: number }
  })[]
}

/** A signer of the wallet: direct (protobuf) where it offers one, else amino only (Ledger). */
export type KeplrOfflineSigner = OfflineAminoSigner | (OfflineAminoSigner & OfflineDirectSigner)

/** How the wallet treats what the site asks it to sign (Keplr's `KeplrSignOptions`). */
export type KeplrSignOptions = {
  /** The site's fee is signed as it is, rather than replaced by the wallet's own. */
  readonly preferNoSetFee?: boolean
  readonly preferNoSetMemo?: boolean
  readonly disableBalanceCheck?: boolean
}

/** The Keplr-shaped API of an injected Cosmos wallet. */
export type Keplr = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner(chainId: string, signOptions?: KeplrSignOptions): KeplrOfflineSigner
  /** The direct signer, or the amino one for a Ledger key. */
  getOfflineSignerAuto?(
    chainId: string,
    signOptions?: KeplrSignOptions,
  ): Promise<KeplrOfflineSigner>
  /** ADR-036: the sign doc of `data` signed with amino. */
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
}
