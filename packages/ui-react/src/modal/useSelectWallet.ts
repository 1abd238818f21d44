import { useCallback } from 'react'
import { useLatch } from '../useLatch.js'
import { selectWallet } from './selectWallet.js'
import type { WalletEntry } from './walletEntries.js'

/** {@link selectWallet} for the views beyond the shell (the Connect view loads it on a pick). */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const client = useLatch()
  return useCallback((entry: WalletEntry) => selectWallet(client, entry), [client])
}
