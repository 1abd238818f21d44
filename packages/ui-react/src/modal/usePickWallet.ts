import { useCallback } from 'react'
import { useLatch } from '../useLatch.js'
// From the chunk that has it (`modalOpenParts`), not a chunk of its own beside that one.
import { pickWallet } from './modalOpenParts.js'
import type { WalletEntry } from './walletEntries.js'

/** {@link pickWallet} for the views beyond the shell (the Connect view loads it on a pick). */
export function usePickWallet(): (entry: WalletEntry) => void {
  const client = useLatch()
  return useCallback((entry: WalletEntry) => pickWallet(client, entry), [client])
}
