import type { CaipNetwork } from '@latch/core'
import { route, switchNetwork } from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatch } from '../useLatch.js'

export type SwitchAttempt =
  | { network: CaipNetwork; status: 'switching' }
  | { network: CaipNetwork; status: 'failed'; error: Error }

/** Switching to one network from a view: the attempt on screen, and back once it is done. */
export function useSwitchNetworkAttempt() {
  const client = useLatch()
  const [attempt, setAttempt] = useState<SwitchAttempt | undefined>(undefined)
  const switchTo = useCallback(
    async (network: CaipNetwork) => {
      setAttempt({ network, status: 'switching' })
      try {
        await switchNetwork(client, { network: network })
        route(client, { type: 'router.back' })
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        setAttempt({ network, status: 'failed', error })
      }
    },
    [client],
  )
  return { attempt, switchTo }
}
