// The part of the extension API of `window.injectedWeb3` (@polkadot/extension-inject's
// `InjectedWindowProvider`) that the adapter uses, typed here so the page needs no package.

/** The key type of an account; `ethereum` accounts are 20-byte and not Substrate's. */
export type InjectedKeyType = 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'

export type InjectedAccount = {
  address: string
  /** Set when the visitor keeps the account to one chain (`0x`-hex genesis hash). */
  genesisHash?: string | null | undefined
  name?: string | undefined
  type?: InjectedKeyType | undefined
}

/** Raw data for `signRaw`; `bytes` is the only type extensions sign raw. */
export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

export type SignerResult = {
  id: number
  /** `0x`-hex. */
  signature: string
}

/** The signer of an enabled extension, as @polkadot/api's `Signer` takes it. */
export type InjectedSigner = {
  signPayload?: (payload: never) => Promise<SignerResult>
  signRaw?: (raw: SignerPayloadRaw) => Promise<SignerResult>
}

export type InjectedAccounts = {
  get(anyType?: boolean): Promise<InjectedAccount[]>
  /** Calls back with the whole list on every change; returns the unsubscription. */
  subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
}

/** What `enable(appName)` gives once the visitor allows the site. */
export type InjectedExtension = {
  accounts: InjectedAccounts
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`, keyed by the extension's name. */
export type InjectedWeb3Entry = {
  version: string
  enable(originName: string): Promise<InjectedExtension>
}
