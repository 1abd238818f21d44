import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Bitcoin features of the Wallet Standard, declared here because the npm package
// (`@exodus/bitcoin-wallet-standard-features` 0.0.1) defines only `bitcoin:connect`. The
// shapes follow the wallets that register them: `bitcoin:connect`, `bitcoin:signMessage`,
// `bitcoin:signTransaction` and `bitcoin:signAndSendTransaction` as Exodus and Phantom define
// them (github.com/ExodusMovement/bitcoin-wallet-standard, packages/core/features), with
// MetaMask's additions (`@metamask/bitcoin-wallet-standard`): `bitcoin:disconnect`,
// `bitcoin:events`, and sighash flags also given by name. Two optional fields are extensions
// of this test wallet, named after sats-connect's: `protocol` on signMessage and `finalize`
// on signTransaction; a wallet that does not know them ignores them.

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinDisconnect = 'bitcoin:disconnect'
export const BitcoinEvents = 'bitcoin:events'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction'

/** The kind of address a site asks for: payment (BTC) or ordinals (inscriptions, taproot). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export type BitcoinConnectInput = {
  /** Answered in this order, one account per purpose. */
  readonly purposes: readonly BitcoinAddressPurpose[]
}
export type BitcoinConnectOutput = { readonly accounts: readonly WalletAccount[] }
export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>
  }
}

export type BitcoinDisconnectFeature = {
  readonly [BitcoinDisconnect]: {
    readonly version: '1.0.0'
    readonly disconnect: () => Promise<void>
  }
}

/** What a `change` event carries: the accounts the site may now use. */
export type BitcoinEventsChangeProperties = { readonly accounts?: readonly WalletAccount[] }
export type BitcoinEventsFeature = {
  readonly [BitcoinEvents]: {
    readonly version: '1.0.0'
    readonly on: (
      event: 'change',
      listener: (properties: BitcoinEventsChangeProperties) => void,
    ) => () => void
  }
}

/** The signed message's scheme: BIP-322 "simple" by default, or the legacy (BIP-137) ECDSA. */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /** Extension (sats-connect's name): `ECDSA` asks for a legacy signature. */
  readonly protocol?: BitcoinMessageProtocol
}
export type BitcoinSignMessageOutput = {
  /** The message bytes as signed (unchanged: both schemes add their prefixes inside the digest). */
  readonly signedMessage: Uint8Array
  /**
   * BIP-322: the serialised witness stack (its base64 is the usual text form); ECDSA: the
   * 65-byte BIP-137 signature.
   */
  readonly signature: Uint8Array
}
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

/** A sighash flag, as a number (Exodus) or by name (MetaMask); `DEFAULT` is taproot's 0. */
export type BitcoinSigHash =
  | number
  | 'DEFAULT'
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'

export type BitcoinInputToSign = {
  readonly account: WalletAccount
  /** The PSBT inputs this account signs; no other input is touched. */
  readonly signingIndexes: readonly number[]
  /** By default SIGHASH_ALL for ECDSA inputs, SIGHASH_DEFAULT for taproot ones. */
  readonly sigHash?: BitcoinSigHash
}

export type BitcoinSignTransactionInput = {
  /** A PSBT (BIP-174), as bytes. */
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: readonly BitcoinInputToSign[]
  /** Extension: finalise the inputs signed here (off by default, as in the standard). */
  readonly finalize?: boolean
}
export type BitcoinSignTransactionOutput = { readonly signedPsbt: Uint8Array }
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}

export type BitcoinSignAndSendTransactionInput = BitcoinSignTransactionInput
export type BitcoinSignAndSendTransactionOutput = { readonly txId: string }
export type BitcoinSignAndSendTransactionFeature = {
  readonly [BitcoinSignAndSendTransaction]: {
    readonly version: '1.0.0'
    readonly signAndSendTransaction: (
      ...inputs: readonly BitcoinSignAndSendTransactionInput[]
    ) => Promise<readonly BitcoinSignAndSendTransactionOutput[]>
  }
}
