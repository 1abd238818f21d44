import type { LatchClient } from '@latch/core'
import { createContext, useContext } from 'react'
import type { Locale } from './i18n/locales.js'
import type { LatchTheme } from './theme.js'

export type LatchContextValue = {
  client: LatchClient
  theme: LatchTheme
  /** The language the UI speaks now (a change renders every consumer again). */
  locale: Locale
  /** The request's `Cookie` header the page was server-rendered with, if the site gave it. */
  cookie: string | undefined
}

// Its own module, apart from `<LatchProvider>`: the provider mounts the modal, and the modal's
// hooks read this context, so a context inside the provider's module made an import cycle.
export const LatchContext = createContext<LatchContextValue | undefined>(undefined)

/** The value of the nearest `<LatchProvider>`; throws outside of one. */
export function useLatchContext(): LatchContextValue {
  const value = useContext(LatchContext)
  if (!value) throw new Error('Latch hooks and components must be used inside <LatchProvider>')
  return value
}
