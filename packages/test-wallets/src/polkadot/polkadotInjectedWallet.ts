import type { PolkadotKeyType } from './polkadotDevAccounts.js'

// The shapes of the polkadot-js extension's injection (`@polkadot/extension-inject` types),
// which Talisman, SubWallet and the other Substrate wallets inject too. Declared here since
// that package is the extension's, not a library a test wallet should pull in.

/** An account as a Substrate wallet shows it to a site. */
export type InjectedAccount = {
  readonly address: string
  readonly name?: string
  readonly type?: PolkadotKeyType
  /** The chain the account is limited to, when the user limited it. */
  readonly genesisHash?: string | null
}

/** The extrinsic a site asks the wallet to sign (`SignerPayloadJSON` of @polkadot/types): hex fields. */
export type PolkadotSignerPayload = {
  readonly address: string
  readonly blockHash: string
  readonly blockNumber: string
  readonly era: string
  readonly genesisHash: string
  readonly method: string
  readonly nonce: string
  readonly specVersion: string
  readonly tip: string
  readonly transactionVersion: string
  /** The signed extensions of the chain's runtime, in order: what the payload is made of. */
  readonly signedExtensions: readonly string[]
  readonly version: number
  readonly assetId?: string | null
  readonly metadataHash?: string | null
  readonly mode?: number
  readonly withSignedTransaction?: boolean
}

/** Bytes a site asks the wallet to sign (`SignerPayloadRaw`): hex, or text. */
export type PolkadotSignerRaw = {
  readonly address: string
  readonly data: string
  readonly type: 'bytes' | 'payload'
}

export type PolkadotSignerResult = {
  /** The request's number, counting from 1 in each wallet. */
  readonly id: number
  readonly signature: `0x${string}`
}

export type InjectedAccounts = {
  /** The accounts the site may use; `anyType` would add Ethereum ones, which this wallet has not. */
  get(anyType?: boolean): Promise<InjectedAccount[]>
  /** Calls `callback` with the accounts now and on every change; returns the unsubscribe. */
  subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
}

export type InjectedSigner = {
  signPayload(payload: PolkadotSignerPayload): Promise<PolkadotSignerResult>
  signRaw(raw: PolkadotSignerRaw): Promise<PolkadotSignerResult>
}

/** What `enable()` gives a site the user let in. */
export type Injected = {
  readonly accounts: InjectedAccounts
  readonly signer: InjectedSigner
}

/** A wallet's entry in `window.injectedWeb3`. */
export type InjectedWindowProvider = {
  readonly version: string
  /** Asks the user to let `originName` (the site's own name for itself) in. */
  enable(originName: string): Promise<Injected>
}
