import type { LatchClient } from '@latch/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { LatchModal } from './LatchModal.js'
import type { ThemeMode, ThemeVariables } from './theme.js'

/** The look of the modal: a mode (the visitor's system preference when absent) and tokens. */
export type LatchTheme = { mode?: ThemeMode; variables?: ThemeVariables }

type LatchContextValue = { client: LatchClient; theme: LatchTheme }

const LatchContext = createContext<LatchContextValue | undefined>(undefined)

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

function useLatchContext(): LatchContextValue {
  const value = useContext(LatchContext)
  if (!value) throw new Error('Latch hooks and components must be used inside <LatchProvider>')
  return value
}

/** The Latch client of the nearest `<LatchProvider>`. */
export function useLatch(): LatchClient {
  return useLatchContext().client
}

/** The theme of the nearest `<LatchProvider>`. */
export function useLatchTheme(): LatchTheme {
  return useLatchContext().theme
}
