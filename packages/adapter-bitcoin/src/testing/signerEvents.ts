import { vi } from 'vitest'
import type { BitcoinSignerEvents } from '../bitcoinSigner.js'

/** Spies for the events a signer reports to the adapter, as each signer test listens. */
export function signerEvents() {
  return {
    accountsChanged: vi.fn<BitcoinSignerEvents['accountsChanged']>(),
    networkChanged: vi.fn<BitcoinSignerEvents['networkChanged']>(),
    disconnected: vi.fn<BitcoinSignerEvents['disconnected']>(),
  }
}
