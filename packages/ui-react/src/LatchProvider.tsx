import type { LatchClient } from '@latch/core'
import { type ReactNode, useMemo } from 'react'
import { LatchContext } from './LatchContext.js'
import { LatchModal } from './LatchModal.js'
import type { LatchTheme } from './theme.js'
import { useLocale } from './useLocale.js'

export type LatchProviderProps = {
  client: LatchClient
  theme?: LatchTheme
  /**
   * Mount the overlay modal (loaded on first open). `false` when the page places
   * `<LatchModal embedded />` itself.
   */
  modal?: boolean
  /**
   * The language of the UI, a BCP 47 tag (`'ja'`, `'pt-BR'`); the visitor's browser languages
   * when absent. The nearest of the locales Latch speaks is used (English when none is); its
   * texts load on their own, and right-to-left languages lay the modal out from the right.
   */
  locale?: string | undefined
  /**
   * On a server-rendered page, the `Cookie` header of the request it renders (for example
   * `(await headers()).get('cookie')` in a Next.js server component), the same on the server
   * and in the page: with `cookieStorage()`, a returning visitor's account renders on the
   * server, and hydrates without a change. Without it the server renders no connection and the
   * page shows it once hydrated.
   */
  cookie?: string | null | undefined
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
export function LatchProvider({
  client,
  theme,
  modal = true,
  locale: requested,
  cookie,
  children,
}: LatchProviderProps) {
  const mode = theme?.mode
  const variables = theme?.variables
  const locale = useLocale(requested)
  const value = useMemo(
    () => ({
      client,
      theme: { ...(mode ? { mode } : {}), ...(variables ? { variables } : {}) },
      locale,
      cookie: cookie ?? undefined,
    }),
    [client, mode, variables, locale, cookie],
  )
  return (
    <LatchContext.Provider value={value}>
      {children}
      {modal ? <LatchModal /> : null}
    </LatchContext.Provider>
  )
}
