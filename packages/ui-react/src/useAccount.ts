import type { ChainNamespace, Connection, ConnectionStatus } from '@latch/core'
import { shallowEqual, useLatchState } from './useLatchState.js'

export type UseAccountReturnType = {
  /**
   * The first account of the active namespace's connection; after a reload, of the connection
   * being restored (`status` is `connecting`), so that a page shows it at once.
   */
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
    const entry = namespace ? state.connections[namespace] : undefined
    const status = entry?.status ?? 'disconnected'
    const restored = status === 'connecting' ? entry?.connection : undefined
    return {
      address: (connection ?? restored)?.accounts[0]?.address,
      connection,
      namespace,
      status,
      isConnected: connection !== undefined,
    }
  }, shallowEqual)
}
