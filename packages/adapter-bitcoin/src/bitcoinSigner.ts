import type { BitcoinAccount } from './bitcoinAccount.js'
import type { BitcoinChain } from './bitcoinChains.js'

/** What a connected wallet reports on its own. */
export type BitcoinSignerEvents = {
  accountsChanged(accounts: readonly BitcoinAccount[]): void
  /** The wallet itself moved to another chain. */
  networkChanged(chain: BitcoinChain): void
  /** The wallet ended the session. */
  disconnected(): void
}

/** The inputs one account signs. */
export type PsbtSigningInputs = { address: string; signingIndexes: readonly number[] }

/**
 * One connected Bitcoin wallet as the adapter uses it, whatever protocol it speaks: the
 * Bitcoin Wallet Standard, sats-connect, UniSat, Leather or a WalletConnect session. The
 * adapter builds the PSBT, reads the chain and broadcasts; the signer signs.
 */
export type BitcoinSigner = {
  /** Its accounts on its chain: payment before ordinal unless the site prefers otherwise. */
  readonly accounts: readonly BitcoinAccount[]
  /** The chain it is on, when it is one the adapter knows. */
  readonly chain: BitcoinChain | undefined
  /**
   * A BIP-322 "simple" signature of `message` by `address` (legacy BIP-137 where the wallet
   * has nothing else), base64 as the wallet gives it.
   */
  signMessage(address: string, message: string): Promise<string>
  /** The PSBT with the given inputs signed, finalized or not. */
  signPsbt(
    psbt: Uint8Array,
    inputs: readonly PsbtSigningInputs[],
    chain: BitcoinChain,
  ): Promise<Uint8Array>
  /**
   * Moves the wallet to `chain`. Rejects with "<chain> is not supported on <wallet>" (caused by
   * code 4902) when it cannot.
   */
  switchNetwork(chain: BitcoinChain): Promise<void>
  /** Ends the session (forgets the site where the wallet can). */
  disconnect(): Promise<void>
  /** Stops reporting its events. */
  detach(): void
}
