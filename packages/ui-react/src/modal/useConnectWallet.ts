import type { ChainNamespace } from '@latch/core'
import { connect } from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatch } from '../useLatch.js'

export type ConnectAttempt = { status: 'connecting' } | { status: 'failed'; error: Error }

/**
 * Connecting one wallet: the attempt on screen. On success core moves the router on (to
 * Account, or to a required sign-in), so only a failure stays here.
 */
export function useConnectWallet() {
  const client = useLatch()
  const [attempt, setAttempt] = useState<ConnectAttempt | undefined>(undefined)
  const connectTo = useCallback(
    async (connectorId: string, namespace: ChainNamespace | undefined) => {
      setAttempt({ status: 'connecting' })
      try {
        await connect(client, { connectorId, ...(namespace ? { namespace } : {}) })
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        setAttempt({ status: 'failed', error })
      }
    },
    [client],
  )
  return { attempt, connect: connectTo }
}
