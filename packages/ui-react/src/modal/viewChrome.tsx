import { createContext, type ReactNode, useContext, useState } from 'react'

/**
 * A part inside a view (Send inside Account...) that takes over the header: its own title,
 * and a Back that returns to the view rather than popping the router.
 */
export type ChromeOverride = { title: string; onBack: () => void }

type ChromeContextValue = {
  override: ChromeOverride | undefined
  setOverride: (override: ChromeOverride | undefined) => void
}

export const ChromeContext = createContext<ChromeContextValue>({
  override: undefined,
  setOverride: () => {},
})

export function ViewChromeProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<ChromeOverride | undefined>(undefined)
  return (
    <ChromeContext.Provider value={{ override, setOverride }}>{children}</ChromeContext.Provider>
  )
}

/** The header's title and Back while a part has taken them over. */
export function useChrome(): ChromeOverride | undefined {
  return useContext(ChromeContext).override
}
