import { useCallback } from 'react'
import { useLatch } from '../useLatch.js'
import { pickWallet } from './pickWallet.js'
import type { WalletEntry } from './walletEntries.js'

/** {@link pickWallet} for the views beyond the shell (the Connect view loads it on a pick). */
export function usePickWallet(): (entry: WalletEntry) => void {
  const client = useLatch()
  return useCallback((entry: WalletEntry) => pickWallet(client, entry), [client])
}
