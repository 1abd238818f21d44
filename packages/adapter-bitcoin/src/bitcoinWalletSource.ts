import type { Wallet } from '@wallet-standard/base'

/** A sats-connect provider (Xverse, Magic Eden, `btc_providers`): JSON-RPC over `request`. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
}

/** UniSat's `window.unisat`, one method per call. */
export type UnisatProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type: 'bip322-simple' | 'ecdsa'): Promise<string>
  signPsbt(
    psbtHex: string,
    options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] },
  ): Promise<string>
  getNetwork?(): Promise<string>
  switchNetwork?(network: string): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

/** Leather's `window.LeatherProvider`: JSON-RPC over `request(method, params)`. */
export type LeatherProvider = {
  request(method: string, params?: unknown): Promise<unknown>
}

/**
 * A Bitcoin wallet as the adapter found it, whatever protocol it speaks: the Bitcoin Wallet
 * Standard (`bitcoin:*` features), a sats-connect provider, UniSat or Leather. Every one is
 * listed as a connector of the same shape; only the signer that drives it differs.
 */
export type BitcoinWalletSource =
  | { kind: 'standard'; wallet: Wallet }
  | { kind: 'satsConnect'; provider: SatsConnectProvider }
  | { kind: 'unisat'; provider: UnisatProvider }
  | { kind: 'leather'; provider: LeatherProvider }
