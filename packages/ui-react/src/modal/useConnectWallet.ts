import type { Connector } from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatch } from '../LatchProvider.js'

export type ConnectAttempt =
  | { connector: Connector; status: 'connecting' }
  | { connector: Connector; status: 'failed'; error: Error }

/**
 * Connecting one wallet from a list: the attempt on screen, and on success the Account view
 * (unless core has moved on, for example to a required sign-in).
 */
export function useConnectWallet() {
  const client = useLatch()
  const [attempt, setAttempt] = useState<ConnectAttempt | undefined>(undefined)
  const connect = useCallback(
    async (connector: Connector) => {
      setAttempt({ connector, status: 'connecting' })
      try {
        await client.connect({ connectorId: connector.id, namespace: connector.chain })
        const { view } = client.getState()
        if (view === 'Connect' || view === 'AllWallets') {
          client.actors.router.send({ type: 'router.reset', view: 'Account' })
        }
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        setAttempt({ connector, status: 'failed', error })
      }
    },
    [client],
  )
  const cancel = useCallback(() => setAttempt(undefined), [])
  return { attempt, connect, cancel }
}
