import { useCallback } from 'react'
import { useLatch } from '../useLatch.js'
import { selectWalletEntry } from './selectWalletEntry.js'
import type { WalletEntry } from './walletEntries.js'

/** {@link selectWalletEntry} for the views beyond the shell (the Connect view loads it on a pick). */
export function useSelectWalletEntry(): (entry: WalletEntry) => void {
  const client = useLatch()
  return useCallback((entry: WalletEntry) => selectWalletEntry(client, entry), [client])
}
