import type { LatchClient } from '@latch/core'
import { type ReactNode, useMemo } from 'react'
import { LatchContext } from './LatchContext.js'
import { LatchModal } from './LatchModal.js'
import type { LatchTheme } from './theme.js'

export type LatchProviderProps = {
  client: LatchClient
  theme?: LatchTheme
  /**
   * Mount the overlay modal (loaded on first open). `false` when the page places
   * `<LatchModal embedded />` itself.
   */
  modal?: boolean
  children?: ReactNode
}

/**
 * Gives the components and hooks below it one Latch client, and mounts the modal.
 *
 * @example
 * <LatchProvider client={createLatch({ networks: [mainnet], adapters: [evm] })}>
 *   <ConnectButton />
 * </LatchProvider>
 */
export function LatchProvider({ client, theme, modal = true, children }: LatchProviderProps) {
  const mode = theme?.mode
  const variables = theme?.variables
  const value = useMemo(
    () => ({
      client,
      theme: { ...(mode ? { mode } : {}), ...(variables ? { variables } : {}) },
    }),
    [client, mode, variables],
  )
  return (
    <LatchContext.Provider value={value}>
      {children}
      {modal ? <LatchModal /> : null}
    </LatchContext.Provider>
  )
}
