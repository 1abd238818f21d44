import { type CaipNetwork, type LatchState, switchNetwork } from '@latch/core'
import { useCallback } from 'react'
import { useLatch } from './useLatch.js'
import { shallowEqual, useLatchState } from './useLatchState.js'

export type UseNetworkReturnType = {
  network: CaipNetwork | undefined
  networks: readonly CaipNetwork[]
  status: LatchState['networkStatus']
  error: Error | undefined
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network, the configured ones, and a way to switch.
 *
 * @example
 * const { network, networks, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const client = useLatch()
  const selected = useLatchState(
    (state) => ({
      network: state.activeNetwork,
      networks: state.networks,
      status: state.networkStatus,
      error: state.networkError,
    }),
    shallowEqual,
  )
  const switchTo = useCallback(
    (network: CaipNetwork) => switchNetwork(client, { network }),
    [client],
  )
  return { ...selected, switchNetwork: switchTo }
}
