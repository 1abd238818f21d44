import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

/**
 * A part inside a view (Send inside Account...) that takes over the header: its own title,
 * and a Back that returns to the view rather than popping the router.
 */
export type ChromeOverride = { title: string; onBack: () => void }

type ChromeContextValue = {
  override: ChromeOverride | undefined
  setOverride: (override: ChromeOverride | undefined) => void
}

const ChromeContext = createContext<ChromeContextValue>({
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

/** Takes over the header while `override` is given and the caller is mounted. */
export function useChromeOverride(override: ChromeOverride | undefined): void {
  const { setOverride } = useContext(ChromeContext)
  const title = override?.title
  const onBack = override?.onBack
  useEffect(() => {
    if (title === undefined || !onBack) return
    setOverride({ title, onBack })
    return () => setOverride(undefined)
  }, [title, onBack, setOverride])
}
