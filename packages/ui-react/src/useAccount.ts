import type { ChainNamespace, Connection, ConnectionStatus } from '@latch/core'
import { shallowEqual, useLatchState } from './useLatchState.js'

export type UseAccountReturnType = {
  /** The first account of the active namespace's connection. */
  address: string | undefined
  connection: Connection | undefined
  namespace: ChainNamespace | undefined
  status: ConnectionStatus
  isConnected: boolean
}

/**
 * The connected account of the active namespace.
 *
 * @example
 * const { address, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  return useLatchState((state) => {
    const namespace = state.activeNamespace
    const connection = state.connection
    return {
      address: connection?.accounts[0]?.address,
      connection,
      namespace,
      status: (namespace && state.connections[namespace]?.status) || 'disconnected',
      isConnected: connection !== undefined,
    }
  }, shallowEqual)
}
